import { firmTimeZone } from "./time/format";

/**
 * The London calendar date of an instant ("2026-11-22"), today's by default, whatever the
 * server's time zone.
 */
export function todayInLondon(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: firmTimeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}
