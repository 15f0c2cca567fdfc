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

// Only numbers are read from Intl, never its words or punctuation: en-GB output differs between
// ICU versions (hour12 writes half past noon as "0:30 pm"; newer data puts a comma after the
// weekday), and the server's and the browser's text must match for hydration.
// Made on first use, not on import: building it loads the time-zone data, about 25 ms on a
// phone, and the enhancement script imports this module (through the firm's office hours)
// without ever reading a date (measured: the script's evaluation went from 3 to 28 ms).
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

const isCalendarDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

function toInstant(value: DateInput): Date {
  if (value instanceof Date) return value;
  // Noon UTC falls on the same calendar day in London, in summer and in winter.
  return new Date(isCalendarDate(value) ? `${value}T12:00:00Z` : value);
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

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
// "Sept", as en-GB and the GOV.UK style guide abbreviate it.
const shortMonthNames = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sept",
  "Oct",
  "Nov",
  "Dec",
] as const;
const weekdayNames = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/**
 * "12:30 PM", "9:00 AM", "12:05 AM": the one way the firm writes a time of day, as the spec
 * writes its office hours ("9:00 AM to 5:00 PM").
 */
function formatClock(hour: number, minute: number): string {
  const twelveHour = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelveHour}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** "12:30 PM": the London time of an instant. */
export function formatTime(value: DateInput): string {
  const { hour, minute } = londonParts(value);
  return formatClock(hour, minute);
}

/** "13:30" (a London wall-clock time, as stored in rules and forms) written as "1:30 PM". */
export function formatClockTime(hhmm: string): string {
  const [hour = 0, minute = 0] = hhmm.split(":").map(Number);
  return formatClock(hour, minute);
}

export interface DateTextOptions {
  /** Start with the weekday: "Monday" or "Mon". */
  weekday?: "long" | "short";
  /** "December" or "Dec". */
  month: "long" | "short";
  year?: boolean;
}

/** The London date of an instant in words, e.g. { weekday: "long", month: "short" } → "Monday 7 Dec". */
export function formatDateWith(value: DateInput, options: DateTextOptions): string {
  const { year, month, day, weekday } = londonParts(value);
  const words = [
    options.weekday === "long" ? weekdayNames[weekday] : undefined,
    options.weekday === "short" ? weekdayNames[weekday]?.slice(0, 3) : undefined,
    String(day),
    (options.month === "long" ? monthNames : shortMonthNames)[month - 1],
    options.year ? String(year) : undefined,
  ];
  return words.filter(Boolean).join(" ");
}

/** "Monday 7 December". */
export const formatDay = (value: DateInput) =>
  formatDateWith(value, { weekday: "long", month: "long" });
/** "Mon 7 Dec". */
export const formatShortDay = (value: DateInput) =>
  formatDateWith(value, { weekday: "short", month: "short" });
/** "Monday 7 December 2026". */
export const formatDate = (value: DateInput) =>
  formatDateWith(value, { weekday: "long", month: "long", year: true });
/** "Mon 7 Dec 2026". */
export const formatShortDate = (value: DateInput) =>
  formatDateWith(value, { weekday: "short", month: "short", year: true });
/** "7 December 2026". */
export const formatLongDate = (value: DateInput) =>
  formatDateWith(value, { month: "long", year: true });
/** "2026": the London year of an instant. */
export const formatYear = (value: DateInput) => String(londonParts(value).year);

/** "Monday 7 December 2026 at 12:30 PM". */
export const formatDateAndTime = (value: DateInput) =>
  `${formatDate(value)} at ${formatTime(value)}`;
