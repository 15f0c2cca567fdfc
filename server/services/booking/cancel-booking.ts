import type { Database } from "../../db/client";
import type { BookingMailer } from "./booking-mailer";
import { type BookingRow, findByManageToken, reviseBooking } from "./booking-row";
import { recordClientCancel } from "./client-change-audit";

/**
 * The client cancels by their manage link. Cancelling twice is harmless: the second time
 * changes nothing and sends nothing. Answers the booking as it now stands.
 */
export function cancelByLink(deps: {
  db: Database;
  manageSecret: string;
  mailer: BookingMailer;
  onMailQueued?: () => void;
}) {
  return async (token: string, reason: string | null): Promise<BookingRow | undefined> => {
    const booking = await findByManageToken(deps, token);
    if (!booking || booking.status === "cancelled") return booking;
    const updated = await deps.db.transaction(async (tx) => {
      const now = new Date();
      const row = await reviseBooking(
        tx,
        booking.id,
        ["confirmed", "requested"],
        { status: "cancelled", cancelReason: reason, cancelledAt: now },
        now,
      );
      if (!row) return undefined;
      await recordClientCancel(tx, booking, row);
      await deps.mailer.queueCancellationMails(tx, row, reason, { withInvite: true });
      return row;
    });
    deps.onMailQueued?.();
    return updated ?? (await findByManageToken(deps, token));
  };
}
