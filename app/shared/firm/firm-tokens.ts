import type { FirmFacts } from "~/shared/firm/facts";
import { formatClockTime } from "~/shared/time/format";
import {
  byAppointmentClause,
  earliestOpening,
  latestClosing,
  weekdayOfficeHours,
} from "./office-hours";

/**
 * Words in app/content that stand for a firm fact, filled in when a page is loaded so the copy
 * follows the facts source: "{weekdayHours}" is "Monday to Friday, 9:00 AM to 5:00 PM";
 * "{opens}" and "{closes}" are "9:00 AM" and "5:00 PM", the earliest opening and latest closing
 * of the week; "{byAppointment}" is ", and on Saturdays by appointment" while Saturday is by
 * appointment, and nothing once it is not.
 */
export function firmTokens(facts: FirmFacts): Record<string, string> {
  return {
    "{weekdayHours}": weekdayOfficeHours(facts.hours),
    "{opens}": formatClockTime(earliestOpening(facts.hours)),
    "{closes}": formatClockTime(latestClosing(facts.hours)),
    "{byAppointment}": byAppointmentClause(facts.hours),
  };
}

const tokenPattern = /\{(?:weekdayHours|opens|closes|byAppointment)\}/g;

/** The content with every firm token in its strings filled in; other values are left as they are. */
export function fillFirmTokens<T>(content: T, facts: FirmFacts): T {
  const tokens = firmTokens(facts);
  const fill = (value: unknown): unknown => {
    if (typeof value === "string") return value.replace(tokenPattern, (t) => tokens[t] ?? t);
    if (Array.isArray(value)) return value.map(fill);
    if (
      value !== null &&
      typeof value === "object" &&
      Object.getPrototypeOf(value) === Object.prototype
    ) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
    }
    return value;
  };
  return fill(content) as T;
}
