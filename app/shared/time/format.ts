import { type DateInput, londonDay, londonParts } from "./london-clock";

/**
 * Dates and times as people read them on the site, in mails and in the office: London's date
 * and clock in words, in one style.
 */

export type { DateInput } from "./london-clock";

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
/** Sunday first, as Date.getUTCDay and LondonParts.weekday count. */
export const weekdayNames = [
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

/** The days of the firm's week, Monday first as a UK calendar prints them: "Mon", "Monday". */
export const weekdayHeadings = [1, 2, 3, 4, 5, 6, 0].map((day) => {
  const long = weekdayNames[day] as string;
  return { short: long.slice(0, 3), long };
});

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
  const { year, month, day, weekday } = londonDay(value);
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
export const formatYear = (value: DateInput) => String(londonDay(value).year);

/**
 * The current year where the firm is, e.g. for the copyright line. London keeps GMT, which is
 * UTC, from late October to late March, so its year always turns when UTC's does. No time-zone
 * formatter is needed: the footer renders this on every page, and a working page's first
 * `Intl.DateTimeFormat` for Europe/London costs 15-20 ms of hydration on the main thread.
 */
// biome-ignore lint/plugin: currentYearInLondon's default: it also runs in the browser (the footer's year); the server passes its clock
export const currentYearInLondon = (now: Date = new Date()) => String(now.getUTCFullYear());

/** "November 2026" for the month "2026-11". */
export function formatMonth(month: string): string {
  const [year, m = 1] = month.split("-").map(Number);
  return `${monthNames[m - 1]} ${year}`;
}

/** "5 December 2026 at 9:00 AM", as staff in the office read it. */
export const formatLongDateAndTime = (value: DateInput) =>
  `${formatLongDate(value)} at ${formatTime(value)}`;

/** "Monday 7 December 2026 at 12:30 PM". */
export const formatDateAndTime = (value: DateInput) =>
  `${formatDate(value)} at ${formatTime(value)}`;
