import { and, eq, ne } from "drizzle-orm";
import type { CapacityPool } from "~/shared/booking/options";
import { todayInLondon } from "~/shared/time/london-clock";
import type { Database, Transaction } from "../../db/client";
import { bookings } from "../../db/schema";
import type { FirmFactsSource } from "../firm-facts";
import { availabilityFor, loadRules } from "./availability";
import type { FreeSlot } from "./find-free-slots";

/** Up to three free slots nearest the wanted time, within a week after it, in time order. */
export async function nearestFree(
  db: Database,
  firm: FirmFactsSource,
  pool: CapacityPool,
  around: Date,
  now: Date,
): Promise<FreeSlot[]> {
  const from = todayInLondon(around);
  const to = new Date(around.getTime() + 7 * 24 * 60 * 60 * 1000);
  const days = await availabilityFor(db, firm, { pool, from, to: todayInLondon(to), now });
  return days
    .flatMap((d) => d.slots)
    .sort(
      (a, b) =>
        Math.abs(a.start.getTime() - around.getTime()) -
        Math.abs(b.start.getTime() - around.getTime()),
    )
    .slice(0, 3)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Is this start one of the slots the page would offer right now? The same function decides. */
export async function isOffered(
  db: Database,
  firm: FirmFactsSource,
  pool: CapacityPool,
  start: Date,
  now: Date,
) {
  const date = todayInLondon(start);
  const days = await availabilityFor(db, firm, { pool, from: date, to: date, now });
  return Boolean(days[0]?.slots.some((s) => s.start.getTime() === start.getTime()));
}

/**
 * Takes the lowest free place in the pool at that time. The unique index on (pool, start,
 * seat) for confirmed bookings is the last guard: if two requests race for the same place,
 * one write fails and that request is told the slot has gone.
 */
export async function freeSeat(
  tx: Transaction,
  pool: CapacityPool,
  start: Date,
  excludeId?: string,
): Promise<number | null> {
  const { capacity } = await loadRules(tx, pool);
  const taken = await tx
    .select({ seat: bookings.seat })
    .from(bookings)
    .where(
      and(
        eq(bookings.pool, pool),
        eq(bookings.startsAt, start),
        eq(bookings.status, "confirmed"),
        excludeId ? ne(bookings.id, excludeId) : undefined,
      ),
    );
  const used = new Set(taken.map((t) => t.seat));
  for (let seat = 1; seat <= capacity; seat++) if (!used.has(seat)) return seat;
  return null;
}
