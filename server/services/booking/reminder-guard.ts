import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings, type OutboxGuard } from "../../db/schema";

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
