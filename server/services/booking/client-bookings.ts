import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings } from "../../db/schema";
import type { BookingRow } from "./booking-row";

/**
 * Every booking made with an address, with or without an account at the time, newest first.
 * Only ever called with an address its account has verified (issue 20).
 */
export async function bookingsForEmail(db: Database, email: string): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(eq(bookings.email, email))
    .orderBy(desc(bookings.startsAt));
}

/** One booking, only if it was made with the address: another client's is never found. */
export async function findForEmail(
  db: Database,
  email: string,
  id: string,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.email, email)));
  return row;
}
