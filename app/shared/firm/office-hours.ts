import type { OfficeHours } from "~/shared/firm/facts";
import { formatClockTime } from "~/shared/time/format";

/** "9:00 AM to 5:00 PM": written by the one time formatter, so the hours match every other time. */
export function weekdayHoursText(hours: OfficeHours): string {
  return `${formatClockTime(hours.weekdays.opens)} to ${formatClockTime(hours.weekdays.closes)}`;
}

/** "Monday to Friday, 9:00 AM to 5:00 PM", for sentences that tell a visitor when to call. */
export function weekdayOfficeHours(hours: OfficeHours): string {
  return `Monday to Friday, ${weekdayHoursText(hours)}`;
}

/** The opening hours as a table's rows, for the contact page and the consultation card. */
export function openingHoursRows(
  hours: OfficeHours,
): ReadonlyArray<{ day: string; hours: string }> {
  return [
    { day: "Monday to Friday", hours: weekdayHoursText(hours) },
    { day: "Saturday", hours: "By appointment only" },
    { day: "Sunday", hours: "Closed" },
  ];
}

const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** Each half-hour start in weekday office hours, "09:00" to "16:30", as consultations start. */
export function weekdayHalfHours(hours: OfficeHours): string[] {
  const starts: string[] = [];
  const closes = minutesOf(hours.weekdays.closes);
  for (let m = minutesOf(hours.weekdays.opens); m + 30 <= closes; m += 30) starts.push(clock(m));
  return starts;
}
