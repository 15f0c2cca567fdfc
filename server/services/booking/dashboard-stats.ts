import { and, asc, count, desc, eq, gte, lt, ne } from "drizzle-orm";
import { addDays, mondayOf } from "~/shared/time/calendar";
import { todayInLondon } from "~/shared/time/london-clock";
import { londonMidnight } from "~/shared/time/london-instant";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { bookings, enquiries, outbox, teamMembers } from "../../db/schema";
import type { BookingRow } from "./booking-row";

const CHART_WEEKS = 12;

export interface WeeklyCounts {
  /** Mondays, oldest first. */
  weeks: string[];
  /** Practice area → count per week (same order as weeks); areas with no bookings left out. */
  byArea: Record<string, number[]>;
}

/** Counts bookings made each London week, by practice area. Pure, so it is tested on its own. */
export function countByWeek(
  rows: ReadonlyArray<{ createdAt: Date; practiceArea: string }>,
  thisMonday: string,
  weeks = CHART_WEEKS,
): WeeklyCounts {
  const mondays = Array.from({ length: weeks }, (_, i) => addDays(thisMonday, (i - weeks + 1) * 7));
  const byArea: Record<string, number[]> = {};
  for (const row of rows) {
    const index = mondays.indexOf(mondayOf(todayInLondon(row.createdAt)));
    if (index < 0) continue;
    const counts = byArea[row.practiceArea] ?? Array<number>(weeks).fill(0);
    counts[index] = (counts[index] ?? 0) + 1;
    byArea[row.practiceArea] = counts;
  }
  return { weeks: mondays, byArea };
}

export interface Dashboard {
  today: BookingRow[];
  thisWeek: BookingRow[];
  requests: BookingRow[];
  newEnquiries: { total: number; latest: Array<typeof enquiries.$inferSelect> };
  mailFailures: {
    total: number;
    latest: Array<
      Pick<typeof outbox.$inferSelect, "id" | "subject" | "lastError" | "attempts" | "createdAt">
    >;
  };
  chart: WeeklyCounts;
  /** This week's consultations per lawyer, most first; `lawyer` null for those without one. */
  weekByLawyer: Array<{ lawyer: { id: string; name: string } | null; count: number }>;
}

/** What staff see first: today, this week, what waits for them, and how bookings are going. */
export function createDashboardStats(db: Database, clock: Clock) {
  return async function dashboard(now = clock.now()): Promise<Dashboard> {
    const today = todayInLondon(now);
    const monday = mondayOf(today);
    const chartStart = londonMidnight(addDays(monday, -(CHART_WEEKS - 1) * 7));
    const live = ne(bookings.status, "cancelled");
    const starting = (from: string, to: string) =>
      db
        .select()
        .from(bookings)
        .where(
          and(
            live,
            gte(bookings.startsAt, londonMidnight(from)),
            lt(bookings.startsAt, londonMidnight(to)),
          ),
        )
        .orderBy(asc(bookings.startsAt));
    const [
      todays,
      week,
      requests,
      enquiryCount,
      latestEnquiries,
      failCount,
      failures,
      made,
      perLawyer,
    ] = await Promise.all([
      starting(today, addDays(today, 1)),
      starting(monday, addDays(monday, 7)),
      db
        .select()
        .from(bookings)
        .where(and(eq(bookings.status, "requested"), gte(bookings.startsAt, now)))
        .orderBy(asc(bookings.startsAt)),
      db.select({ n: count() }).from(enquiries).where(eq(enquiries.status, "new")),
      db
        .select()
        .from(enquiries)
        .where(eq(enquiries.status, "new"))
        .orderBy(desc(enquiries.createdAt))
        .limit(5),
      db.select({ n: count() }).from(outbox).where(eq(outbox.status, "failed")),
      db
        .select({
          id: outbox.id,
          subject: outbox.subject,
          lastError: outbox.lastError,
          attempts: outbox.attempts,
          createdAt: outbox.createdAt,
        })
        .from(outbox)
        .where(eq(outbox.status, "failed"))
        .orderBy(desc(outbox.createdAt))
        .limit(5),
      db
        .select({ createdAt: bookings.createdAt, practiceArea: bookings.practiceArea })
        .from(bookings)
        .where(gte(bookings.createdAt, chartStart)),
      db
        .select({ id: teamMembers.id, name: teamMembers.name, n: count() })
        .from(bookings)
        .leftJoin(teamMembers, eq(teamMembers.id, bookings.lawyerId))
        .where(
          and(
            live,
            gte(bookings.startsAt, londonMidnight(monday)),
            lt(bookings.startsAt, londonMidnight(addDays(monday, 7))),
          ),
        )
        .groupBy(teamMembers.id, teamMembers.name)
        .orderBy(desc(count()), asc(teamMembers.name)),
    ]);
    return {
      today: todays,
      thisWeek: week,
      requests,
      newEnquiries: { total: enquiryCount[0]?.n ?? 0, latest: latestEnquiries },
      mailFailures: { total: failCount[0]?.n ?? 0, latest: failures },
      chart: countByWeek(made, monday),
      weekByLawyer: perLawyer.map((r) => ({
        lawyer: r.id && r.name ? { id: r.id, name: r.name } : null,
        count: r.n,
      })),
    };
  };
}
