import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { bookings } from "../../db/schema";
import { storedForms } from "../../security/tokens/hash-token";
import { SLOT_MINUTES } from "./find-free-slots";
import { withdrawStaleReminders } from "./reminder-guard";

export type BookingRow = typeof bookings.$inferSelect;
type BookingStatus = BookingRow["status"];
export type BookingChanges = Partial<Omit<typeof bookings.$inferInsert, "sequence" | "updatedAt">>;

/** Where a booking sits: its start, its end one slot later, and the lawyer who holds it. */
export const placeAt = (start: Date, lawyerId: string | null) => ({
  startsAt: start,
  endsAt: new Date(start.getTime() + SLOT_MINUTES * 60_000),
  lawyerId,
});

/**
 * Changes a booking that is still in one of the `from` states, as its next version: the
 * sequence goes up, which calendars read as a change to the same event and the reminder's
 * guard reads as "a reminder queued before this is out of date": such reminders leave the
 * queue in the same transaction (a move queues its new one after). Undefined when the booking
 * has moved on since it was read (another change got there first).
 */
export async function reviseBooking(
  tx: Transaction,
  id: string,
  from: BookingStatus[],
  changes: BookingChanges,
  now: Date,
): Promise<BookingRow | undefined> {
  const [row] = await tx
    .update(bookings)
    .set({ ...changes, sequence: sql`${bookings.sequence} + 1`, updatedAt: now })
    .where(and(eq(bookings.id, id), inArray(bookings.status, from)))
    .returning();
  if (row) await withdrawStaleReminders(tx, row.id, row.sequence);
  return row;
}

/** The booking a manage link opens, in any stored form its token may have; only hashes are kept. */
export async function findByManageToken(
  deps: { db: Database; manageSecret: string },
  token: string,
): Promise<BookingRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(bookings)
    .where(inArray(bookings.manageTokenHash, storedForms(deps.manageSecret, "manage", token)));
  return row;
}
