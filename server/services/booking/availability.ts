import { and, eq, gte, lt } from "drizzle-orm";
import { consultationWindows } from "~/shared/firm/office-hours";
import { addDays } from "~/shared/time/calendar";
import { londonMidnight, nextLondonMidnight } from "~/shared/time/london-instant";
import type { Database } from "../../db/client";
import { bookingBlocks, bookingSettings } from "../../db/schema";
import type { FirmFactsSource } from "../firm-facts";
import type { TimedAvailability } from "./availability-cache";
import { bankHolidaysBetween } from "./bank-holidays";
import { type DayAvailability, findFreeSlots, poolOf } from "./find-free-slots";
import { type Consultation, loadLawyerDiaries } from "./lawyer-diaries";

export interface BookingRules {
  minimumNoticeMinutes: number;
  maxDaysAhead: number;
}

type Queryable = Pick<Database, "select">;

export async function loadRules(db: Queryable): Promise<BookingRules> {
  const [settings] = await db.select().from(bookingSettings).where(eq(bookingSettings.id, 1));
  return {
    minimumNoticeMinutes: settings?.minimumNoticeMinutes ?? 120,
    maxDaysAhead: settings?.maxDaysAhead ?? 60,
  };
}

type AvailabilityQuery = { who: Consultation; from: string; to: string; now: Date };

/** Free slots for a consultation between two London dates, from what the database holds right now. */
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
  const rules = await loadRules(db);
  const { hours } = await firm.facts();
  const pool = poolOf(input.who.type);
  // A day either side covers every London day whatever the UTC offset.
  const rangeStart = londonMidnight(addDays(input.from, -1));
  const rangeEnd = londonMidnight(addDays(input.to, 2));
  const blocks = await db
    .select()
    .from(bookingBlocks)
    .where(and(lt(bookingBlocks.startsAt, rangeEnd), gte(bookingBlocks.endsAt, rangeStart)));
  const lawyers = await loadLawyerDiaries(db, input.who, { from: input.from, to: input.to });
  const days = findFreeSlots({
    from: input.from,
    to: input.to,
    now: input.now,
    pool,
    lawyers,
    minimumNoticeMinutes: rules.minimumNoticeMinutes,
    maxDaysAhead: rules.maxDaysAhead,
    holidays: bankHolidaysBetween(Number(input.from.slice(0, 4)), Number(input.to.slice(0, 4))),
    blocks: blocks.map((b) => ({ start: b.startsAt, end: b.endsAt, pool: b.pool })),
    hours: consultationWindows(hours, pool),
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
