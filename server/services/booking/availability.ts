import { and, count, eq, gte, lt } from "drizzle-orm";
import type { CapacityPool } from "~/shared/booking/options";
import { consultationWindows } from "~/shared/firm/office-hours";
import { addDays } from "~/shared/time/calendar";
import { londonMidnight, nextLondonMidnight } from "~/shared/time/london-instant";
import type { Database } from "../../db/client";
import { bookingBlocks, bookingCapacities, bookingSettings, bookings } from "../../db/schema";
import type { FirmFactsSource } from "../firm-facts";
import type { TimedAvailability } from "./availability-cache";
import { bankHolidaysBetween } from "./bank-holidays";
import { type DayAvailability, findFreeSlots } from "./find-free-slots";

export interface BookingRules {
  minimumNoticeMinutes: number;
  maxDaysAhead: number;
  capacity: number;
}

type Queryable = Pick<Database, "select">;

export async function loadRules(db: Queryable, pool: CapacityPool): Promise<BookingRules> {
  const [settings] = await db.select().from(bookingSettings).where(eq(bookingSettings.id, 1));
  const [capacity] = await db
    .select()
    .from(bookingCapacities)
    .where(eq(bookingCapacities.pool, pool));
  return {
    minimumNoticeMinutes: settings?.minimumNoticeMinutes ?? 120,
    maxDaysAhead: settings?.maxDaysAhead ?? 60,
    capacity: capacity?.capacity ?? 0,
  };
}

type AvailabilityQuery = { pool: CapacityPool; from: string; to: string; now: Date };

/** Free slots for a pool between two London dates, from what the database holds right now. */
export async function availabilityFor(
  db: Queryable,
  firm: FirmFactsSource,
  input: AvailabilityQuery,
): Promise<DayAvailability[]> {
  return (await timedAvailabilityFor(db, firm, input)).days;
}

/** The same, with the instant from which the clock alone would change the answer. */
export async function timedAvailabilityFor(
  db: Queryable,
  firm: FirmFactsSource,
  input: AvailabilityQuery,
): Promise<TimedAvailability> {
  const rules = await loadRules(db, input.pool);
  const { hours } = await firm.facts();
  // A day either side covers every London day whatever the UTC offset.
  const rangeStart = londonMidnight(addDays(input.from, -1));
  const rangeEnd = londonMidnight(addDays(input.to, 2));
  const blocks = await db
    .select()
    .from(bookingBlocks)
    .where(and(lt(bookingBlocks.startsAt, rangeEnd), gte(bookingBlocks.endsAt, rangeStart)));
  const taken = await db
    .select({ startsAt: bookings.startsAt, n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.pool, input.pool),
        eq(bookings.status, "confirmed"),
        gte(bookings.startsAt, rangeStart),
        lt(bookings.startsAt, rangeEnd),
      ),
    )
    .groupBy(bookings.startsAt);
  const days = findFreeSlots({
    from: input.from,
    to: input.to,
    now: input.now,
    pool: input.pool,
    capacity: rules.capacity,
    minimumNoticeMinutes: rules.minimumNoticeMinutes,
    maxDaysAhead: rules.maxDaysAhead,
    holidays: bankHolidaysBetween(Number(input.from.slice(0, 4)), Number(input.to.slice(0, 4))),
    blocks: blocks.map((b) => ({ start: b.startsAt, end: b.endsAt, pool: b.pool })),
    taken: new Map(taken.map((t) => [t.startsAt.toISOString(), t.n])),
    hours: consultationWindows(hours, input.pool),
  });
  return {
    days,
    changesAt: availabilityChangesAt(days, input.now, rules.minimumNoticeMinutes),
  };
}

/**
 * When the clock alone changes a list of free slots: the first slot shown passes inside the
 * minimum notice just after (its start minus the notice), and at London midnight the booking
 * window moves on a day. Nothing else in the answer depends on the time.
 */
export function availabilityChangesAt(
  days: readonly DayAvailability[],
  now: Date,
  minimumNoticeMinutes: number,
): Date {
  let changesAt = nextLondonMidnight(now).getTime();
  const first = days[0]?.slots[0];
  if (first) {
    changesAt = Math.min(changesAt, first.start.getTime() - minimumNoticeMinutes * 60_000 + 1);
  }
  return new Date(changesAt);
}
