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

/** Writes one kind of client change to the booking's history, from the row before and after. */
type ClientChangeRecorder = (
  tx: Transaction,
  before: BookingRow,
  after: BookingRow,
  channel: ClientChannel,
) => Promise<void>;

/**
 * Writes a client's own move to the booking's history, like a staff move. Call it in the
 * transaction that moves the booking, so the entry exists exactly when the move does.
 */
export const recordClientMove: ClientChangeRecorder = (tx, before, after, channel) =>
  recordClientChange(tx, after, channel, {
    action: "booking.reschedule",
    summary: `Moved by the client from ${formatWhen(before.startsAt)} to ${formatWhen(after.startsAt)}`,
    details: { from: before.startsAt.toISOString(), to: after.startsAt.toISOString() },
  });

/**
 * Writes a client's own cancellation to the booking's history, in the cancelling transaction.
 * The reason they typed stays on the booking (shown on its page, deleted with it), not here.
 */
export const recordClientCancel: ClientChangeRecorder = (tx, before, after, channel) =>
  recordClientChange(tx, after, channel, {
    action: "booking.cancel",
    summary:
      before.status === "requested"
        ? "Cancelled by the client (their Saturday request)"
        : "Cancelled by the client",
    details: { previousStatus: before.status, reasonGiven: after.cancelReason !== null },
  });

/** Every client change is logged against the booking, with its reference and sequence. */
function recordClientChange(
  tx: Transaction,
  after: BookingRow,
  channel: ClientChannel,
  change: { action: string; summary: string; details: Record<string, unknown> },
): Promise<void> {
  return recordAudit(tx, clientBy(channel), {
    action: change.action,
    entityType: "booking",
    entityId: after.id,
    summary: change.summary,
    details: { reference: after.reference, ...change.details, sequence: after.sequence },
  });
}
