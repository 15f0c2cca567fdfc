import Holidays from "date-holidays";

let england: Holidays | undefined;

/**
 * England and Wales bank holidays for a year as ISO dates, from the maintained date-holidays
 * data (GB-ENG), including substitute days when a holiday falls at a weekend.
 */
const byYear = new Map<number, string[]>();

export function bankHolidays(year: number): string[] {
  // Every availability request asks; the rules for a year never change while the process runs.
  const known = byYear.get(year);
  if (known) return known;
  england ??= new Holidays("GB", "ENG");
  const dates = england
    .getHolidays(year)
    .filter((h) => h.type === "public")
    .map((h) => h.date.slice(0, 10))
    // A holiday that falls at a weekend is listed too, beside its weekday substitute; the bank
    // holiday is the substitute (and the office is shut at weekends anyway).
    .filter((date) => ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay()))
    .sort();
  byYear.set(year, dates);
  return dates;
}

export function bankHolidaysBetween(fromYear: number, toYear: number): Set<string> {
  const dates = new Set<string>();
  for (let year = fromYear; year <= toYear; year++)
    for (const d of bankHolidays(year)) dates.add(d);
  return dates;
}
