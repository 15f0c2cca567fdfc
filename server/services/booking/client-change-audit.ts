import { formatWhen } from "~/shared/booking/facts";
import type { Transaction } from "../../db/client";
import { type OutsideActor, recordAudit } from "../admin/audit-log";
import type { BookingRow } from "./booking-row";

/** How the client reached their booking: the link in its e-mails, or their verified account. */
export type ClientChannel = "manage link" | "account";

/**
 * The client, named by how they acted. Their name stays out of the log: the booking row,
 * with its personal data, is deleted after a year, but audit entries are never deleted.
 */
const clientBy = (channel: ClientChannel): OutsideActor => ({
  id: null,
  name: channel === "account" ? "Client (account)" : "Client (manage link)",
});

/**
 * Writes a client's own move to the booking's history, like a staff move. Call it in the
 * transaction that moves the booking, so the entry exists exactly when the move does.
 */
export function recordClientMove(
  tx: Transaction,
  before: BookingRow,
  after: BookingRow,
  channel: ClientChannel,
): Promise<void> {
  return recordAudit(tx, clientBy(channel), {
    action: "booking.reschedule",
    entityType: "booking",
    entityId: after.id,
    summary: `Moved by the client from ${formatWhen(before.startsAt)} to ${formatWhen(after.startsAt)}`,
    details: {
      reference: after.reference,
      from: before.startsAt.toISOString(),
      to: after.startsAt.toISOString(),
      sequence: after.sequence,
    },
  });
}

/**
 * Writes a client's own cancellation to the booking's history, in the cancelling transaction.
 * The reason they typed stays on the booking (shown on its page, deleted with it), not here.
 */
export function recordClientCancel(
  tx: Transaction,
  before: BookingRow,
  after: BookingRow,
  channel: ClientChannel,
): Promise<void> {
  return recordAudit(tx, clientBy(channel), {
    action: "booking.cancel",
    entityType: "booking",
    entityId: after.id,
    summary:
      before.status === "requested"
        ? "Cancelled by the client (their Saturday request)"
        : "Cancelled by the client",
    details: {
      reference: after.reference,
      previousStatus: before.status,
      reasonGiven: after.cancelReason !== null,
      sequence: after.sequence,
    },
  });
}
