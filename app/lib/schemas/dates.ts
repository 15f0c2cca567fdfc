import { z } from "~/lib/zod";

/**
 * The years a date anywhere in the product may fall in. Far wider than any booking, filter or
 * completion date needs, and narrow enough that every date library and both database engines
 * handle it (year 0000 and 9999 broke queries and time-zone conversions).
 */
const EARLIEST_YEAR = 2000;
const LATEST_YEAR = 2100;

const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-02-28" yes; "2026-02-30", "0000-01-01", "9999-12-31" and "26-2-28" no. */
export function isCalendarDate(value: string): boolean {
  const match = calendarDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < EARLIEST_YEAR || year > LATEST_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An instant such as "2026-12-01T10:00:00Z" within the years above. */
export function isInstantInRange(value: string): boolean {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
}

/** A Date that is valid and within the product's years (for values that did not come through a schema). */
export function isUsableDate(date: Date): boolean {
  return !Number.isNaN(date.getTime()) && isInstantInRange(date.toISOString());
}

/** A real calendar date (YYYY-MM-DD) within the product's years. */
export const calendarDate = (message: string) =>
  z.string({ message }).refine(isCalendarDate, { message });

/** An ISO 8601 instant with its offset, within the product's years, as a Date. */
export const instant = (message: string) =>
  z.iso
    .datetime({ offset: true, message })
    .refine(isInstantInRange, { message })
    .transform((value) => new Date(value));
