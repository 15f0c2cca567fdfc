import { areaLabel } from "~/shared/booking/facts";
import type { DateInput } from "~/shared/time/london-clock";
import { londonDayTime } from "./booking-format";

/**
 * "Sun 22 Nov 2026, 2:05 PM" in London, for lists and histories in the admin area: the same
 * words as the booking tables, so every admin table writes a moment one way.
 */
export function formatDateTime(value: DateInput): string {
  return londonDayTime(value);
}

/** "3 results", "1 result". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en-GB")} ${n === 1 ? one : many}`;
}

/** What an enquiry is about: a practice area's name, or "Something else". */
export function enquiryTopic(practiceArea: string): string {
  return practiceArea === "other" ? "Something else" : areaLabel(practiceArea);
}

/** An account's role as the users screens name it. */
export const roleNames = { admin: "Administrator", staff: "Staff", client: "Client" } as const;
