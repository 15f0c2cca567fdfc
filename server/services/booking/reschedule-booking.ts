import { isUsableDate } from "~/lib/schemas/dates";
import type { Database } from "../../db/client";
import type { BookingMailer } from "./booking-mailer";
import { type BookingRow, findByManageToken, reviseBooking } from "./booking-row";
import { recordClientMove } from "./client-change-audit";
import type { FreeSlot } from "./find-free-slots";
import { moveBooking } from "./move-booking";
import { nearestFree } from "./seats";

type RescheduleResult =
  | { kind: "moved"; booking: BookingRow }
  | { kind: "not-found" }
  | { kind: "cancelled" }
  | { kind: "slot-taken"; alternatives: FreeSlot[] };

/**
 * The client moves their booking by its manage link to another free slot, in one
 * transaction: the new place taken, the old one freed.
 */
export function rescheduleByLink(deps: {
  db: Database;
  manageSecret: string;
  mailer: BookingMailer;
  onMailQueued?: () => void;
}) {
  const { db } = deps;
  return async (token: string, start: Date, now: Date = new Date()): Promise<RescheduleResult> => {
    const booking = await findByManageToken(deps, token);
    if (!booking) return { kind: "not-found" };
    if (booking.status === "cancelled") return { kind: "cancelled" };
    if (booking.startsAt.getTime() === start.getTime()) return { kind: "moved", booking };
    // Not a time anyone was offered (an unreadable or far-off date): nothing to look around.
    if (!isUsableDate(start)) return { kind: "slot-taken", alternatives: [] };
    const slotTaken = async (): Promise<RescheduleResult> => ({
      kind: "slot-taken",
      alternatives: await nearestFree(db, booking.pool, start, now),
    });
    const outcome = await moveBooking(db, booking, start, now, async (tx, place) => {
      const row = await reviseBooking(tx, booking.id, ["confirmed"], place, new Date());
      if (!row) return undefined;
      await recordClientMove(tx, booking, row);
      await deps.mailer.queueBookingMails(tx, row, token, "moved");
      return row;
    });
    if (outcome.kind !== "moved") return slotTaken();
    deps.onMailQueued?.();
    return outcome;
  };
}
