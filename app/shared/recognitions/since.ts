import { realCalendarDate } from "~/shared/time/parse";

/**
 * "Since when" an accreditation has been held, as staff may type it: a year ("2019"), or a day
 * ("14/05/2019", "14/5/2019" or "2019-05-14"). Stored as "2019" or "2019-05-14".
 */

/** Older than any scheme a solicitors' firm would name. */
export const EARLIEST_SINCE_YEAR = 1900;

const yearOnly = /^(\d{4})$/;
const isoDay = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const ukDay = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/;

/** The stored form of what was typed, or undefined when it is neither a year nor a real day. */
export function readSince(typed: string): string | undefined {
  const value = typed.trim();
  const year = yearOnly.exec(value);
  if (year) return year[1];
  const iso = isoDay.exec(value);
  if (iso) return realCalendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const uk = ukDay.exec(value);
  if (uk) return realCalendarDate(Number(uk[3]), Number(uk[2]), Number(uk[1]));
  return undefined;
}

/** The year of a stored "since": what the public pages show ("Since 2019"). */
export const sinceYear = (since: string) => since.slice(0, 4);

/** Whether a stored "since" is no later than today ("2026-11-25", London). */
export function isNotAfter(since: string, today: string): boolean {
  return since.length === 4 ? since <= today.slice(0, 4) : since <= today;
}

/** A stored "since" as the form shows it to edit: "2019", or "14/05/2019". */
export function sinceAsTyped(since: string): string {
  if (since.length === 4) return since;
  const [year, month, day] = since.split("-");
  return `${day}/${month}/${year}`;
}
