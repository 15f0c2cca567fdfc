import { formatYear } from "~/lib/time/format";

export { formatLongDate } from "~/lib/time/format";

/** The current year where the firm is, e.g. for the copyright line. */
export function currentYearInLondon(now: Date = new Date()): string {
  return formatYear(now);
}
