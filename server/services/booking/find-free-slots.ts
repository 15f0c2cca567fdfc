import type { CapacityPool, MeetingType } from "~/shared/booking/options";
import { type TimeWindow, type Weekday, weekdays } from "~/shared/firm/facts";
import { addDays, weekdayIndex } from "~/shared/time/calendar";
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

export interface AvailabilityInput {
  /** First and last London dates to look at, "2026-11-23". */
  from: string;
  to: string;
  /** The current instant; never read from the clock here. */
  now: Date;
  pool: CapacityPool;
  /** How many consultations the pool can hold at one time. */
  capacity: number;
  minimumNoticeMinutes: number;
  maxDaysAhead: number;
  /** ISO dates on which the office is closed (bank holidays). */
  holidays: ReadonlySet<string>;
  blocks: readonly BlockedRange[];
  /** Bookings already made in this pool, by start instant (ISO). */
  taken: ReadonlyMap<string, number>;
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

const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The bookable consultation slots per London day: 30 minutes, starting on the hour and half
 * hour within the day's consultation hours (none on a day without), skipping bank holidays, blocked ranges, full slots,
 * anything inside the minimum notice or beyond the booking window. One function for showing and
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
      if ((input.taken.get(start.toISOString()) ?? 0) >= input.capacity) continue;
      slots.push({ start, end });
    }
    if (slots.length > 0) days.push({ date, slots });
  }
  return days;
}
