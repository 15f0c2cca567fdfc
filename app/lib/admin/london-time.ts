import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import { firmTimeZone, formatLongDate, formatTime } from "~/lib/time/format";

/** "5 December 2026 at 9:00 AM", as staff in the office read it. */
export function formatLondonDateTime(at: Date | string): string {
  return `${formatLongDate(at)} at ${formatTime(at)}`;
}

/** The value a datetime-local input needs to show this instant in London. */
export function toLondonInputValue(at: Date): string {
  return formatInTimeZone(at, firmTimeZone, "yyyy-MM-dd'T'HH:mm");
}

/** A datetime-local value ("2026-12-01T09:00") read as London time; undefined if malformed. */
export function fromLondonInputValue(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return undefined;
  const at = fromZonedTime(`${value}:00`, firmTimeZone);
  return Number.isNaN(at.getTime()) ? undefined : at;
}
