import type { BookingInput } from "~/shared/schemas/booking";
import { isUniqueViolation } from "../../db/errors";
import { bookings } from "../../db/schema";
import type { BookingRow } from "./booking-row";
import { type FreeSlot, poolOf } from "./find-free-slots";
import { freeLawyerAt, isOffered, meetingUrlWith, nearestFree } from "./free-lawyers";
import { consultationAskedFor } from "./lawyer-diaries";
import {
  type AlreadyBooked,
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
 *
 * A repeat is recognised before the time is checked (issue 47): a second post of the same
 * submission is answered with what the first made, and another booking of a time the address
 * already holds with ADR 029's answer. Checked after, the first booking has taken the seat and
 * the repeat was told "no longer free", so people booked again.
 */
export function createBooking(deps: NewBookingDeps) {
  const { db } = deps;
  const steps = newBookingSteps(deps);
  return async (input: BookingInput, signals: BookingSignals): Promise<CreateBookingResult> => {
    const now = signals.now ?? deps.clock.now();
    if (steps.looksLikeABot(signals)) return { kind: "discarded" };
    const earlier = await steps.earlierPostOf(signals);
    if (earlier) return earlier;
    const pool = poolOf(input.type);
    const who = await consultationAskedFor(db, input);
    if (!who) {
      return {
        kind: "lawyer-unsuitable",
        message:
          "That lawyer does not take this kind of consultation. Choose anyone suitable, or another lawyer.",
      };
    }
    const held = await steps.heldAt(input.email, input.start);
    if (!held && !(await isOffered(db, deps.firm, who, input.start, now))) {
      return {
        kind: "not-bookable",
        message:
          "Sorry, that time is no longer free. Please choose one of the nearest free times below; everything else you typed is kept.",
        alternatives: await nearestFree(db, deps.firm, who, input.start, now),
      };
    }
    const limited = await steps.overHourlyLimit(signals.ip, "bookings");
    if (limited) return limited;
    if (held) return steps.answerHeld(held);
    const token = steps.manageTokenFor(signals);
    /** A post of the same submission, or of this address and time, that got there first. */
    const repeatAnswer = async (): Promise<AlreadyBooked | AlreadyHeld | undefined> => {
      const same = await steps.earlierPostOf(signals);
      if (same) return same;
      const heldNow = await steps.heldAt(input.email, input.start);
      return heldNow ? steps.answerHeld(heldNow) : undefined;
    };
    const slotTaken = async (): Promise<CreateBookingResult> => ({
      kind: "slot-taken",
      alternatives: await nearestFree(db, deps.firm, who, input.start, now),
    });
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
        // No lawyer free: perhaps because a repeat of this booking, waiting for the address's
        // lock, has just taken the seat.
        if (!booking) return (await repeatAnswer()) ?? slotTaken();
        // The address's limit reached, perhaps by a repeat of this booking a moment before.
        if (booking === "too-many") return (await repeatAnswer()) ?? steps.tooManyBookings();
        deps.logger.info(
          { event: "booking.created", reference: booking.reference, type: input.type },
          "consultation booked",
        );
        deps.onMailQueued?.();
        return { kind: "booked", booking, manageToken: token };
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        const repeat = await repeatAnswer();
        if (repeat) return repeat;
        // Another request took the same lawyer first (or the reference clashed): look again.
      }
    }
    return slotTaken();
  };
}
