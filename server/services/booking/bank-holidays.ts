import Holidays from "date-holidays";
import { weekdayOf } from "~/shared/time/calendar";

let england: Holidays | undefined;

const namedByYear = new Map<number, ReadonlyMap<string, string>>();
const bankHolidaysByYear = new Map<number, string[]>();

const isWeekend = (date: string) => [0, 6].includes(weekdayOf(date));

/**
 * England and Wales holidays for a year by ISO date, with their names, from the maintained
 * date-holidays data (GB-ENG): a holiday that falls at a weekend is listed on its own date
 * ("Boxing Day" on Saturday 26 December 2026) and again on its weekday substitute.
 */
function holidaysOf(year: number): ReadonlyMap<string, string> {
  // Every availability request asks; the rules for a year never change while the process runs.
  const known = namedByYear.get(year);
  if (known) return known;
  england ??= new Holidays("GB", "ENG");
  const named = new Map(
    england
      .getHolidays(year)
      .filter((h) => h.type === "public")
      .map((h) => [h.date.slice(0, 10), h.name] as const),
  );
  namedByYear.set(year, named);
  return named;
}

/**
 * England and Wales bank holidays for a year as ISO dates, including substitute days when a
 * holiday falls at a weekend.
 */
export function bankHolidays(year: number): string[] {
  const known = bankHolidaysByYear.get(year);
  if (known) return known;
  // The bank holiday is the weekday substitute; the weekend date itself is left out here (the
  // office is shut at weekends anyway; Saturday requests ask holidayOn).
  const dates = [...holidaysOf(year).keys()].filter((date) => !isWeekend(date)).sort();
  bankHolidaysByYear.set(year, dates);
  return dates;
}

export function bankHolidaysBetween(fromYear: number, toYear: number): Set<string> {
  const dates = new Set<string>();
  for (let year = fromYear; year <= toYear; year++)
    for (const d of bankHolidays(year)) dates.add(d);
  return dates;
}

/**
 * The holiday on an ISO date, e.g. "Christmas Day", or undefined: the holiday's own date even
 * when the bank holiday has moved to a weekday, as well as any substitute day.
 */
export function holidayOn(date: string): string | undefined {
  return holidaysOf(Number(date.slice(0, 4))).get(date);
}
