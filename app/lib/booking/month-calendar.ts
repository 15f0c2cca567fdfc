import {
  addDays,
  addMonths,
  daysInMonth,
  monthOf,
  sameDayInMonth,
  weekdayIndex,
} from "~/shared/time/calendar";
import { formatDay } from "~/shared/time/format";

/**
 * The booking calendar (app/components/booking/day-calendar.tsx): its weeks, its keys and its
 * window. Dates are London calendar dates written "2026-11-26" and months "2026-11"; their
 * arithmetic is app/shared/time/calendar.ts.
 */

/** The month's weeks, Monday first; days of the months either side are null. */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const first = `${month}-01`;
  const cells: Array<string | null> = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let day = 0; day < daysInMonth(month); day++) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Every month the window touches, first to last. */
export function monthsBetween(first: string, last: string): string[] {
  const months = [monthOf(first)];
  while ((months.at(-1) as string) < monthOf(last))
    months.push(addMonths(months.at(-1) as string, 1));
  return months;
}

/** What a screen reader says for a day: "Thursday 26 November, 14 times free". */
export function dayLabel(date: string, freeTimes: number): string {
  const day = formatDay(date);
  if (freeTimes === 0) return `${day}, no free times`;
  return `${day}, ${freeTimes} ${freeTimes === 1 ? "time" : "times"} free`;
}

/** The keys that move through the calendar, as the ARIA date-picker pattern has them. */
export type CalendarKey =
  | "ArrowLeft"
  | "ArrowRight"
  | "ArrowUp"
  | "ArrowDown"
  | "Home"
  | "End"
  | "PageUp"
  | "PageDown";

export const calendarKeys: ReadonlySet<string> = new Set<CalendarKey>([
  "ArrowLeft",
  "ArrowRight",
  "ArrowUp",
  "ArrowDown",
  "Home",
  "End",
  "PageUp",
  "PageDown",
]);

function moveBy(date: string, key: CalendarKey): string {
  switch (key) {
    case "ArrowLeft":
      return addDays(date, -1);
    case "ArrowRight":
      return addDays(date, 1);
    case "ArrowUp":
      return addDays(date, -7);
    case "ArrowDown":
      return addDays(date, 7);
    case "Home":
      return addDays(date, -weekdayIndex(date));
    case "End":
      return addDays(date, 6 - weekdayIndex(date));
    case "PageUp":
      return sameDayInMonth(date, -1);
    case "PageDown":
      return sameDayInMonth(date, 1);
  }
}

/**
 * Where a key moves the focus from `date`: a day either way, a week up or down, the start or
 * end of the week, the same day a month either way. Never outside the bookable window.
 */
export function dayAfterKey(
  date: string,
  key: CalendarKey,
  window: { first: string; last: string },
): string {
  const moved = moveBy(date, key);
  if (moved < window.first) return window.first;
  if (moved > window.last) return window.last;
  return moved;
}

/** The days that can be booked online: today and the next 61 (about two months). */
export function bookingWindow(today: string): { first: string; last: string } {
  return { first: today, last: addDays(today, 61) };
}

/**
 * The month a calendar opens on: the one asked for in the address if the window touches it,
 * else the chosen day's, else the first with a free time, else the window's first.
 */
export function monthToShow(options: {
  asked: string | null;
  chosen?: string;
  days: ReadonlyArray<{ date: string }>;
  window: { first: string; last: string };
}): string {
  const { asked, chosen, days, window } = options;
  if (asked && monthsBetween(window.first, window.last).includes(asked)) return asked;
  return monthOf(chosen ?? days[0]?.date ?? window.first);
}
