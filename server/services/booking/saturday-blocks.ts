import { and, eq, gt, isNull, lt, lte, or } from "drizzle-orm";
import type { CapacityPool } from "~/shared/booking/options";
import type { OfficeHours } from "~/shared/firm/facts";
import { addDays } from "~/shared/time/calendar";
import { formatDate } from "~/shared/time/format";
import { atLondonTime, londonMidnight } from "~/shared/time/london-instant";
import type { Database } from "../../db/client";
import { bookingBlocks } from "../../db/schema";

/**
 * Saturdays are asked for, not booked from the slot finder, so the blocks staff enter (a
 * closure above all) are honoured here: a Saturday whose morning and afternoon are both inside
 * a block of every meeting is not offered, and a request for a blocked time is refused.
 */

/** The Saturdays among these (London dates) that a block of every meeting does not close. */
export async function saturdaysClearOfBlocks(
  db: Database,
  saturdays: readonly string[],
  times: OfficeHours["saturdayRequests"],
): Promise<string[]> {
  const [first, last] = [saturdays[0], saturdays.at(-1)];
  if (!first || !last) return [];
  const blocks = await db
    .select({ startsAt: bookingBlocks.startsAt, endsAt: bookingBlocks.endsAt })
    .from(bookingBlocks)
    .where(
      and(
        isNull(bookingBlocks.pool),
        lt(bookingBlocks.startsAt, londonMidnight(addDays(last, 1))),
        gt(bookingBlocks.endsAt, londonMidnight(first)),
      ),
    );
  const blocked = (at: Date) => blocks.some((b) => b.startsAt <= at && at < b.endsAt);
  return saturdays.filter(
    (date) =>
      !(blocked(atLondonTime(date, times.morning)) && blocked(atLondonTime(date, times.afternoon))),
  );
}

/** Why a request for this Saturday's start cannot be taken (a block covers it), or undefined. */
export async function saturdayBlockRefusal(
  db: Database,
  request: { saturday: string; start: Date; pool: CapacityPool },
): Promise<string | undefined> {
  const [block] = await db
    .select({ publicReason: bookingBlocks.publicReason })
    .from(bookingBlocks)
    .where(
      and(
        or(isNull(bookingBlocks.pool), eq(bookingBlocks.pool, request.pool)),
        lte(bookingBlocks.startsAt, request.start),
        gt(bookingBlocks.endsAt, request.start),
      ),
    )
    .limit(1);
  if (!block) return undefined;
  const day = formatDate(request.saturday);
  return block.publicReason
    ? `We are closed on ${day} (${block.publicReason}). Please choose another Saturday.`
    : `We cannot see anyone at that time on ${day}. Please choose another Saturday or time of day.`;
}
