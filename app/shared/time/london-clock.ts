/**
 * What London's clock and calendar read at an instant. The only reader of the time-zone data in
 * the product: everything else asks this file or the ones beside it.
 */

/** The firm's time zone: every date and time a person reads or chooses is in it. */
export const firmTimeZone = "Europe/London";

/** An instant (a Date or an ISO string), or a London calendar date such as "2026-12-07". */
export type DateInput = Date | string;

/** The wall-clock fields of an instant in London. */
export interface LondonParts {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  /** 0 is Sunday, as Date.getUTCDay. */
  weekday: number;
  /** 0 to 23. */
  hour: number;
  minute: number;
}

// Read with the platform's Intl rather than date-fns-tz, which builds a formatter when it is
// imported: the enhancement script reaches this file (through the firm's office hours) without
// ever reading a date, and app/enhance/import-cost.test.ts holds it to no formatter on load.
// Only numbers are read from Intl, never its words or punctuation: en-GB output differs between
// ICU versions (hour12 writes half past noon as "0:30 pm"; newer data puts a comma after the
// weekday), and the server's and the browser's text must match for hydration.
// Made on first use, not on import: building it loads the time-zone data, about 25 ms on a
// phone (measured: the script's evaluation went from 3 to 28 ms).
let numericParts: Intl.DateTimeFormat | undefined;
const londonFormatter = () =>
  (numericParts ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: firmTimeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  }));

const isCalendarDateText = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

function toInstant(value: DateInput): Date {
  if (value instanceof Date) return value;
  // Noon UTC falls on the same calendar day in London, in summer and in winter.
  return new Date(isCalendarDateText(value) ? `${value}T12:00:00Z` : value);
}

export function londonParts(value: DateInput): LondonParts {
  const parts = londonFormatter().formatToParts(toInstant(value));
  const read = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  const year = read("year");
  const month = read("month");
  const day = read("day");
  return {
    year,
    month,
    day,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
    hour: read("hour") % 24,
    minute: read("minute"),
  };
}

/** The calendar fields of a date, without the hour. */
export type LondonDay = Pick<LondonParts, "year" | "month" | "day" | "weekday">;

/**
 * The London date of an instant, or of a calendar date read from its own text: "2026-12-07"
 * is that day wherever the reader is, so a page that only writes calendar dates (a price
 * page's "rates in force from", a day of the booking calendar) never builds the time-zone
 * formatter. A text shaped like a date that is not one ("2026-02-30") goes to londonParts and is
 * read, or refused, as before.
 */
export function londonDay(value: DateInput): LondonDay {
  if (typeof value === "string" && isCalendarDateText(value)) {
    const [year = 0, month = 0, day = 0] = value.split("-").map(Number);
    const utc = new Date(Date.UTC(year, month - 1, day));
    if (utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day) {
      return { year, month, day, weekday: utc.getUTCDay() };
    }
  }
  return londonParts(value);
}

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** The London calendar date of an instant, "2026-11-23": for links, filters, sums and exports. */
export function londonDate(at: DateInput): string {
  const { year, month, day } = londonDay(at);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** The London time of an instant on the 24-hour clock, "14:30": for sorting and exports. */
export function londonClock(at: DateInput): string {
  const { hour, minute } = londonParts(at);
  return `${twoDigits(hour)}:${twoDigits(minute)}`;
}

/** Today's date in London ("2026-11-22"), whatever the server's time zone. */
// biome-ignore lint/plugin: todayInLondon's default: it also runs in the browser, which has no server clock; loaders pass theirs
export const todayInLondon = (now: Date = new Date()): string => londonDate(now);
