/**
 * Arithmetic on London calendar dates written "2026-11-26" and months written "2026-11". A date
 * names a day, not an instant, so no time zone enters: each is worked on at noon UTC, where no
 * daylight-saving change can move it to the day before or after.
 */

const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The date `days` days after (or, negative, before) `date`. */
export function addDays(date: string, days: number): string {
  const d = atNoon(date);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDate(d);
}

/** 0 is Sunday, 6 Saturday, as Date.getUTCDay. */
export const weekdayOf = (date: string) => atNoon(date).getUTCDay();

/** Monday is 0, Sunday 6: the firm's week, as a UK calendar prints it. */
export const weekdayIndex = (date: string) => (weekdayOf(date) + 6) % 7;

/** Monday to Friday. */
export const isWeekday = (date: string) => weekdayIndex(date) < 5;

/** The Monday of the week (Monday to Sunday) that holds this date. */
export const mondayOf = (date: string) => addDays(date, -weekdayIndex(date));

/** The first Saturday on or after this date. */
export const saturdayFrom = (date: string) => addDays(date, (6 - weekdayOf(date) + 7) % 7);

/** "2026-11" for "2026-11-26". */
export const monthOf = (date: string) => date.slice(0, 7);

/** The month `by` months after (or before) `month`. */
export function addMonths(month: string, by: number): string {
  const [year = 0, m = 1] = month.split("-").map(Number);
  const index = year * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

export function daysInMonth(month: string): number {
  const [year = 0, m = 1] = month.split("-").map(Number);
  return new Date(Date.UTC(year, m, 0)).getUTCDate();
}

/** The same day of the month `by` months away, or that month's last day if it is shorter. */
export function sameDayInMonth(date: string, by: number): string {
  const month = addMonths(monthOf(date), by);
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, "0")}`;
}

/** Every date from `first` to `last`, both included. */
export function datesFrom(first: string, last: string): string[] {
  const dates: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
}
