import { takesSaturdayRequests } from "~/shared/firm/office-hours";
import type { SaturdayRequestInput } from "~/shared/schemas/booking";
import { atLondonTime } from "~/shared/time/london-instant";
import { isUniqueViolation } from "../../db/errors";
import { bookings } from "../../db/schema";
import { loadRules } from "./availability";
import type { BookingRow } from "./booking-row";
import { poolOf } from "./find-free-slots";
import {
  type BookingSignals,
  type NewBookingDeps,
  type NewBookingRefused,
  newBookingSteps,
} from "./new-booking";
import { saturdayBlockRefusal } from "./saturday-blocks";
import { saturdayRequestRefusal } from "./saturday-requests";

type SaturdayRequestResult =
  | { kind: "requested"; booking: BookingRow; manageToken: string }
  | { kind: "closed"; message: string }
  | { kind: "not-bookable"; message: string }
  | NewBookingRefused;

/**
 * A Saturday request: stored as "requested" (no place held) for staff to confirm; the visitor
 * and the firm are told it has arrived. Within the same window and limits as bookings.
 */
export function createSaturdayRequest(deps: NewBookingDeps) {
  const { db } = deps;
  const steps = newBookingSteps(deps);
  return async (
    input: SaturdayRequestInput,
    signals: BookingSignals,
  ): Promise<SaturdayRequestResult> => {
    const now = signals.now ?? deps.clock.now();
    // A fact about the date, checked like the form's fields: before anything else.
    const refusal = saturdayRequestRefusal(input.saturday);
    if (refusal) return { kind: "closed", message: refusal };
    if (steps.looksLikeABot(signals)) return { kind: "discarded" };
    // A second post of the same form: what the first made (before the limit counts it again).
    const earlier = await steps.earlierPostOf(signals);
    if (earlier) return earlier;
    const pool = poolOf(input.type);
    const rules = await loadRules(db);
    const { hours } = await deps.firm.facts();
    const office =
      input.type === "bramhall" || input.type === "heaton-moor" ? input.type : undefined;
    if (!takesSaturdayRequests(hours, office)) {
      return {
        kind: "closed",
        message:
          office === undefined
            ? "We are not taking Saturday requests at present. Please choose a time on another day."
            : "This office is closed on Saturdays. Please choose the other office, phone or video.",
      };
    }
    const { saturdayRequests } = hours;
    const start = atLondonTime(input.saturday, saturdayRequests[input.part]);
    const blocked = await saturdayBlockRefusal(db, { saturday: input.saturday, start, pool });
    if (blocked) return { kind: "closed", message: blocked };
    const latest = now.getTime() + rules.maxDaysAhead * 86_400_000;
    if (start.getTime() < now.getTime() + 24 * 3_600_000 || start.getTime() > latest) {
      return {
        kind: "not-bookable",
        message: "Choose a Saturday from tomorrow onwards, within the next two months.",
      };
    }
    const limited = await steps.overHourlyLimit(signals.ip, "requests");
    if (limited) return limited;
    const token = steps.manageTokenFor(signals);
    let booking: BookingRow | "too-many";
    try {
      booking = await steps.withinAddressLimit(input.email, now, async (tx) => {
        const [row] = await tx
          .insert(bookings)
          .values({
            ...steps.row(input, { pool, start, lawyerId: null, token, now, signals }),
            status: "requested",
          })
          .returning();
        if (!row) throw new Error("request insert returned nothing");
        await deps.mailer.queueSaturdayRequestMails(tx, row, token, input.part);
        return row;
      });
    } catch (err) {
      const same = isUniqueViolation(err) ? await steps.earlierPostOf(signals) : undefined;
      if (same) return same;
      throw err;
    }
    if (booking === "too-many") return steps.tooManyBookings();
    deps.onMailQueued?.();
    return { kind: "requested", booking, manageToken: token };
  };
}
