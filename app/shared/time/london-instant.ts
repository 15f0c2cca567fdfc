import { formatInTimeZone, fromZonedTime, toZonedTime } from "date-fns-tz";
import { addDays } from "./calendar";
import { firmTimeZone, londonDate } from "./london-clock";
import { isCalendarDate } from "./parse";

/**
 * Turning London's wall clock into instants, across the clock changes, with date-fns-tz. Kept
 * apart from london-clock.ts because date-fns-tz builds a formatter as soon as it is imported.
 */

/** The instant a London date and wall-clock time ("2026-03-30", "09:00") name. */
export const atLondonTime = (date: string, hhmm: string): Date =>
  fromZonedTime(`${date}T${hhmm}:00`, firmTimeZone);

/** Midnight at the start of a London date, as an instant (23:00 UTC the day before in summer). */
export const londonMidnight = (date: string): Date => atLondonTime(date, "00:00");

/** The instant the London date next changes. */
export const nextLondonMidnight = (now: Date): Date => londonMidnight(addDays(londonDate(now), 1));

/**
 * A Date whose local fields (in the server's own zone) read London's wall clock at this instant,
 * for libraries such as ical-generator that write a Date's local fields beside a TZID.
 */
export const londonWallClock = (at: Date): Date => toZonedTime(at, firmTimeZone);

/** The value a datetime-local input needs to show this instant in London. */
export function toLondonInputValue(at: Date): string {
  return formatInTimeZone(at, firmTimeZone, "yyyy-MM-dd'T'HH:mm");
}

/** A datetime-local value ("2026-12-01T09:00") read as London time; undefined if malformed. */
export function fromLondonInputValue(value: string): Date | undefined {
  const [date = "", hhmm = ""] = value.split("T");
  if (!isCalendarDate(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(hhmm)) return undefined;
  return atLondonTime(date, hhmm);
}
