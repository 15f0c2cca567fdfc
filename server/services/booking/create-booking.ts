import type { BookingInput } from "~/shared/schemas/booking";
import { isUniqueViolation } from "../../db/errors";
import { bookings } from "../../db/schema";
import { newSecretToken } from "../../security/tokens/hash-token";
import type { BookingRow } from "./booking-row";
import { type FreeSlot, poolOf } from "./find-free-slots";
import { freeLawyerAt, isOffered, meetingUrlWith, nearestFree } from "./free-lawyers";
import { consultationAskedFor } from "./lawyer-diaries";
import {
  type AlreadyHeld,
  type BookingSignals,
  type NewBookingDeps,
  type NewBookingRefused,
  newBookingSteps,
} from "./new-booking";

type CreateBookingResult =
  | { kind: "booked"; booking: BookingRow; manageToken: string }
  | { kind: "slot-taken"; alternatives: FreeSlot[] }
  | { kind: "not-bookable"; message: string; alternatives: FreeSlot[] }
  /** The lawyer asked for does not take this kind of consultation (or no longer exists). */
  | { kind: "lawyer-unsuitable"; message: string }
  | AlreadyHeld
  | NewBookingRefused;

/**
 * Books a free slot with a lawyer: the lawyer, the row and its mails in one transaction. Two
 * visitors after the last free lawyer race on the (lawyer, start) index; the loser looks again,
 * up to five times, then is offered the nearest free times.
 */
export function createBooking(deps: NewBookingDeps) {
  const { db } = deps;
  const steps = newBookingSteps(deps);
  return async (input: BookingInput, signals: BookingSignals): Promise<CreateBookingResult> => {
    const now = signals.now ?? deps.clock.now();
    if (steps.looksLikeABot(signals)) return { kind: "discarded" };
    const pool = poolOf(input.type);
    const who = await consultationAskedFor(db, input);
    if (!who) {
      return {
        kind: "lawyer-unsuitable",
        message:
          "That lawyer does not take this kind of consultation. Choose anyone suitable, or another lawyer.",
      };
    }
    if (!(await isOffered(db, deps.firm, who, input.start, now))) {
      return {
        kind: "not-bookable",
        message:
          "Sorry, that time is no longer free. Please choose one of the nearest free times below; everything else you typed is kept.",
        alternatives: await nearestFree(db, deps.firm, who, input.start, now),
      };
    }
    const earlier = await steps.bookingOfForm(signals.formId);
    if (earlier) return { kind: "already-booked", reference: earlier };
    const limited = await steps.overHourlyLimit(signals.ip, "bookings");
    if (limited) return limited;
    const held = await steps.alreadyHeld(input.email, input.start);
    if (held) return held;
    const token = newSecretToken();
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        const booking = await steps.withinAddressLimit(input.email, now, async (tx) => {
          const lawyerId = await freeLawyerAt(tx, who, input.start);
          if (lawyerId === null) return null;
          const meetingUrl = await meetingUrlWith(tx, deps.video, { type: input.type, lawyerId });
          const [row] = await tx
            .insert(bookings)
            .values(
              steps.row(input, {
                pool,
                start: input.start,
                lawyerId,
                meetingUrl,
                token,
                now,
                signals,
              }),
            )
            .returning();
          if (!row) throw new Error("booking insert returned nothing");
          await deps.mailer.queueBookingMails(tx, row, token, "booked");
          return row;
        });
        if (!booking) break;
        if (booking === "too-many") return steps.tooManyBookings();
        deps.logger.info(
          { event: "booking.created", reference: booking.reference, type: input.type },
          "consultation booked",
        );
        deps.onMailQueued?.();
        return { kind: "booked", booking, manageToken: token };
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // The same form posted twice at once: the other post made the booking.
        const same = await steps.bookingOfForm(signals.formId);
        if (same) return { kind: "already-booked", reference: same };
        // The same address booked this time from another form at the same moment.
        const heldNow = await steps.alreadyHeld(input.email, input.start);
        if (heldNow) return heldNow;
        // Another request took the same lawyer first (or the reference clashed): look again.
      }
    }
    return {
      kind: "slot-taken",
      alternatives: await nearestFree(db, deps.firm, who, input.start, now),
    };
  };
}
