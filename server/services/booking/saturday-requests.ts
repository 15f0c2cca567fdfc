import { addDays, saturdayFrom, weekdayOf } from "~/shared/time/calendar";
import { formatDate } from "~/shared/time/format";
import { holidayOn } from "./bank-holidays";

const isSaturday = (date: string) => weekdayOf(date) === 6;

/**
 * Why a visitor may not ask for this Saturday, or undefined if they may. The office is closed
 * on a holiday's own date as well as on the bank holiday: Boxing Day on Saturday 26 December
 * 2026 is refused although the bank holiday is Monday 28 December.
 */
export function saturdayRequestRefusal(date: string): string | undefined {
  if (!isSaturday(date)) return "Choose a Saturday";
  const holiday = holidayOn(date);
  if (holiday) {
    return `We are closed on ${formatDate(date)} (${holiday}). Please choose another Saturday.`;
  }
  return undefined;
}

/** The Saturdays from one London date to another (ISO, inclusive) that may be asked for. */
export function saturdaysOpenForRequests(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = saturdayFrom(from); date <= to; date = addDays(date, 7))
    if (saturdayRequestRefusal(date) === undefined) dates.push(date);
  return dates;
}
