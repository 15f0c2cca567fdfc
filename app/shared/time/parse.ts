/**
 * Reading a date or instant that came from outside (an address, a form, a stored value). Each
 * answers false or null for anything malformed, never throws, so a typing mistake is a message
 * and not a 500. The zod schemas in app/shared/schemas/dates.ts are built on these.
 */

/**
 * The years a date anywhere in the product may fall in. Far wider than any booking, filter or
 * completion date needs, and narrow enough that every date library and both database engines
 * handle it (year 0000 and 9999 broke queries and time-zone conversions).
 */
const EARLIEST_YEAR = 2000;
const LATEST_YEAR = 2100;

const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, "0");

/** "2028-02-29" for (2028, 2, 29); undefined for a day the calendar lacks, such as (2027, 2, 29). */
export function realCalendarDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${year}-${pad(month)}-${pad(day)}` : undefined;
}

/** "2026-02-28" yes; "2026-02-30", "0000-01-01", "9999-12-31" and "26-2-28" no. */
export function isCalendarDate(value: string): boolean {
  const match = calendarDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < EARLIEST_YEAR || year > LATEST_YEAR) return false;
  return realCalendarDate(year, month, day) !== undefined;
}

/** The calendar date, or null if the value is not a real date within the product's years. */
export const parseCalendarDate = (value: string | null | undefined): string | null =>
  value != null && isCalendarDate(value) ? value : null;

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
