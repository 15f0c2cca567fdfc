import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import type { BookingMailer } from "./booking-mailer";
import { type BookingRow, findByManageToken, reviseBooking } from "./booking-row";
import { type ClientChannel, recordClientCancel } from "./client-change-audit";

type CancelDeps = {
  db: Database;
  manageSecret: string;
  mailer: BookingMailer;
  onMailQueued?: () => void;
  clock: Clock;
};

/**
 * The client cancels by their manage link. Cancelling twice is harmless: the second time
 * changes nothing and sends nothing. Answers the booking as it now stands.
 */
export function cancelByLink(deps: CancelDeps) {
  const cancel = cancelByClient(deps);
  return (token: string, reason: string | null) =>
    cancel(() => findByManageToken(deps, token), reason, "manage link");
}

/**
 * The client's cancellation, however the booking was found: by its manage link, or in their
 * account (issue 20). Same audit entry (naming the channel), same mails.
 */
export function cancelByClient(deps: CancelDeps) {
  return async (
    find: () => Promise<BookingRow | undefined>,
    reason: string | null,
    channel: ClientChannel,
  ): Promise<BookingRow | undefined> => {
    const booking = await find();
    if (!booking || booking.status === "cancelled") return booking;
    const updated = await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const row = await reviseBooking(
        tx,
        booking.id,
        ["confirmed", "requested"],
        { status: "cancelled", cancelReason: reason, cancelledAt: now },
        now,
      );
      if (!row) return undefined;
      await recordClientCancel(tx, booking, row, channel);
      await deps.mailer.queueCancellationMails(tx, row, reason, { withInvite: true });
      return row;
    });
    deps.onMailQueued?.();
    return updated ?? (await find());
  };
}
