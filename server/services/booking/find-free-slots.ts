import type { CapacityPool, MeetingType } from "~/shared/booking/options";
import { type TimeWindow, type Weekday, weekdays } from "~/shared/firm/facts";
import { addDays, mondayOf, weekdayIndex } from "~/shared/time/calendar";
import { londonDate } from "~/shared/time/london-clock";
import { atLondonTime } from "~/shared/time/london-instant";

export const SLOT_MINUTES = 30;

/** The pool of capacity a meeting type draws on: phone and video share the remote pool. */
export const poolOf = (type: MeetingType): CapacityPool =>
  type === "phone" || type === "video" ? "remote" : type;

export interface BlockedRange {
  start: Date;
  end: Date;
  /** Null blocks every pool (a training day); otherwise only this one. */
  pool: CapacityPool | null;
}

const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

/**
 * What one lawyer's diary says about the days asked for (ADR 033). Built from the database by
 * `loadLawyerDiaries`; plain data here, so slot finding stays a pure function.
 */
export interface LawyerDiary {
  id: string;
  name: string;
  /** Their own consultation hours, or null for the firm's; always applied inside the firm's. */
  hours: Readonly<Record<Weekday, TimeWindow | null>> | null;
  /** London dates they are away. */
  away: ReadonlySet<string>;
  /** Starts (ISO) of the confirmed bookings they hold. */
  busy: ReadonlySet<string>;
  /** Confirmed bookings they hold per London week, by the week's Monday. */
  weekLoad: ReadonlyMap<string, number>;
}

/** A slot in London wall-clock terms: its date and its minutes after midnight. */
export interface SlotAt {
  date: string;
  minute: number;
  start: Date;
}

/**
 * The lawyers free for a slot, the one to give it first: fewest bookings that week, ties broken
 * by name (then id, so the order never depends on the database's). `ignoreHours` is for a
 * Saturday request, which is by appointment outside everyone's hours.
 */
export function lawyersFreeAt(
  lawyers: readonly LawyerDiary[],
  slot: SlotAt,
  options: { ignoreHours?: boolean } = {},
): LawyerDiary[] {
  const weekday = weekdays[weekdayIndex(slot.date)] ?? "sunday";
  const week = mondayOf(slot.date);
  return lawyers
    .filter((lawyer) => {
      if (lawyer.away.has(slot.date) || lawyer.busy.has(slot.start.toISOString())) return false;
      if (options.ignoreHours || !lawyer.hours) return true;
      const own = lawyer.hours[weekday];
      return (
        !!own &&
        minutesOf(own.opens) <= slot.minute &&
        slot.minute + SLOT_MINUTES <= minutesOf(own.closes)
      );
    })
    .sort(
      (a, b) =>
        (a.weekLoad.get(week) ?? 0) - (b.weekLoad.get(week) ?? 0) ||
        a.name.localeCompare(b.name, "en-GB") ||
        a.id.localeCompare(b.id),
    );
}

export interface AvailabilityInput {
  /** First and last London dates to look at, "2026-11-23". */
  from: string;
  to: string;
  /** The current instant; never read from the clock here. */
  now: Date;
  pool: CapacityPool;
  /** The lawyers suitable for this consultation: a slot is free when one of them is. */
  lawyers: readonly LawyerDiary[];
  minimumNoticeMinutes: number;
  maxDaysAhead: number;
  /** ISO dates on which the office is closed (bank holidays). */
  holidays: ReadonlySet<string>;
  blocks: readonly BlockedRange[];
  /**
   * The consultation window per weekday for this pool, London wall-clock "HH:mm", from the
   * firm's facts (`consultationWindows`); null on a day with no consultations.
   */
  hours: Readonly<Record<Weekday, TimeWindow | null>>;
}

export interface FreeSlot {
  start: Date;
  end: Date;
}

export interface DayAvailability {
  date: string;
  slots: FreeSlot[];
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The bookable consultation slots per London day: 30 minutes, starting on the hour and half
 * hour within the day's consultation hours (none on a day without), skipping bank holidays, blocked ranges,
 * anything inside the minimum notice or beyond the booking window, and any time at which no
 * suitable lawyer is free (a closure, then a day away, then the lawyer's hours: ADR 033). One function for showing and
 * for booking, so what the page offers is exactly what the server accepts. Each slot is worked
 * out in London wall-clock time and then converted, so a 9 o'clock opening is 08:00 UTC in
 * summer and 09:00 UTC in winter.
 */
export function findFreeSlots(input: AvailabilityInput): DayAvailability[] {
  const earliest = input.now.getTime() + input.minimumNoticeMinutes * 60_000;
  const lastDate = addDays(londonDate(input.now), input.maxDaysAhead);

  const days: DayAvailability[] = [];
  for (let date = input.from; date <= input.to; date = addDays(date, 1)) {
    if (date > lastDate) break;
    const window = input.hours[weekdays[weekdayIndex(date)] ?? "sunday"];
    if (!window || input.holidays.has(date)) continue;
    const opens = minutesOf(window.opens);
    const closes = minutesOf(window.closes);
    const slots: FreeSlot[] = [];
    // One time-zone conversion per day, not per slot (it dominated the availability call's
    // time): UK clocks change at 01:00/02:00, never within office hours, so each slot is the
    // day's opening instant plus its minutes.
    const dayOpens = atLondonTime(
      date,
      `${pad(Math.floor(opens / 60))}:${pad(opens % 60)}`,
    ).getTime();
    for (let minute = opens; minute + SLOT_MINUTES <= closes; minute += SLOT_MINUTES) {
      const start = new Date(dayOpens + (minute - opens) * 60_000);
      const end = new Date(start.getTime() + SLOT_MINUTES * 60_000);
      if (start.getTime() < earliest) continue;
      const blocked = input.blocks.some(
        (b) => (b.pool === null || b.pool === input.pool) && b.start < end && b.end > start,
      );
      if (blocked) continue;
      if (lawyersFreeAt(input.lawyers, { date, minute, start }).length === 0) continue;
      slots.push({ start, end });
    }
    if (slots.length > 0) days.push({ date, slots });
  }
  return days;
}
