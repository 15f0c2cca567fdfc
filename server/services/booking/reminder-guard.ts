import { and, eq, lt, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { bookings, type OutboxGuard, outbox } from "../../db/schema";

/** A reminder goes out only if its booking is still confirmed and has not moved since. */
export async function isBookingStillCurrent(db: Database, guard: OutboxGuard): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.id, guard.bookingId),
        eq(bookings.status, "confirmed"),
        eq(bookings.sequence, guard.sequence),
      ),
    );
  return Boolean(row);
}

/**
 * Takes the reminders queued for earlier versions of a booking out of the queue, in the
 * transaction that changes it: a cancelled booking's reminder no longer waits to be sent, and a
 * moved one's is replaced by the one its new version queues. A reminder a worker is sending at
 * this moment is left to the guard above, which skips it.
 */
export async function withdrawStaleReminders(
  tx: Transaction,
  bookingId: string,
  currentSequence: number,
): Promise<void> {
  await tx
    .update(outbox)
    .set({ status: "skipped" })
    .where(
      and(
        eq(outbox.status, "pending"),
        sql`${outbox.guard}->>'kind' = 'booking-current'`,
        sql`${outbox.guard}->>'bookingId' = ${bookingId}`,
        lt(sql`(${outbox.guard}->>'sequence')::int`, currentSequence),
      ),
    );
}
