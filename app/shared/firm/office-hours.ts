import type { CapacityPool } from "~/shared/booking/options";
import {
  type DayHours,
  type OfficeHours,
  type OfficeId,
  officeIds,
  type TimeWindow,
  type Weekday,
  type WeekHours,
  weekdayNames,
  weekdays,
} from "~/shared/firm/facts";
import { formatClockTime } from "~/shared/time/format";

/** One row of an opening-hours table: ("Monday to Friday", "9:00 AM to 5:00 PM"). */
export interface HoursRow {
  day: string;
  hours: string;
}

/** "9:00 AM to 5:00 PM": written by the one time formatter, so the hours match every other time. */
export function windowText(window: TimeWindow): string {
  return `${formatClockTime(window.opens)} to ${formatClockTime(window.closes)}`;
}

/** A day's hours in words: "9:00 AM to 5:00 PM", "By appointment only" or "Closed". */
export function dayHoursText(day: DayHours): string {
  if (day.status === "open") return windowText(day);
  return day.status === "appointment" ? "By appointment only" : "Closed";
}

/** "Monday", "Monday and Tuesday", "Monday to Friday": a run of days as a timetable says it. */
function runName(first: Weekday, last: Weekday, length: number): string {
  if (length === 1) return weekdayNames[first];
  const joiner = length === 2 ? " and " : " to ";
  return `${weekdayNames[first]}${joiner}${weekdayNames[last]}`;
}

/** The week an office keeps: its own when it has one, otherwise the firm's. */
export function weekOf(hours: OfficeHours, office?: OfficeId): WeekHours {
  return (office && hours.officeWeeks[office]) || hours.week;
}

/**
 * The opening hours as a table's rows, consecutive days with the same hours grouped:
 * ("Monday to Friday", "9:00 AM to 5:00 PM"), ("Saturday", "By appointment only"),
 * ("Sunday", "Closed"). For one office's own hours, pass the office.
 */
export function openingHoursRows(hours: OfficeHours, office?: OfficeId): HoursRow[] {
  const week = weekOf(hours, office);
  const rows: HoursRow[] = [];
  let run: { first: Weekday; last: Weekday; length: number; text: string } | undefined;
  for (const day of weekdays) {
    const text = dayHoursText(week[day]);
    if (run && run.text === text) {
      run.last = day;
      run.length += 1;
      continue;
    }
    if (run) rows.push({ day: runName(run.first, run.last, run.length), hours: run.text });
    run = { first: day, last: day, length: 1, text };
  }
  if (run) rows.push({ day: runName(run.first, run.last, run.length), hours: run.text });
  return rows;
}

/** The offices whose hours differ from the firm's week, for pages that list them apart. */
export function officesWithOwnHours(hours: OfficeHours): OfficeId[] {
  const firmRows = JSON.stringify(openingHoursRows(hours));
  return officeIds.filter((id) => JSON.stringify(openingHoursRows(hours, id)) !== firmRows);
}

/**
 * "Monday to Friday, 9:00 AM to 5:00 PM", for sentences that tell a visitor when to call: the
 * firm's open days, each run with its hours ("…; Friday, 9:00 AM to 1:00 PM").
 */
export function weekdayOfficeHours(hours: OfficeHours): string {
  return openingHoursRows(hours)
    .filter((row) => row.hours !== "Closed" && row.hours !== "By appointment only")
    .map((row) => `${row.day}, ${row.hours}`)
    .join("; ");
}

/**
 * ", and on Saturdays by appointment" while some days are by appointment (empty otherwise), to
 * follow the sentence saying when the firm is open: "{weekdayHours}{byAppointment}".
 */
export function byAppointmentClause(hours: OfficeHours): string {
  const days = weekdays.filter((d) => hours.week[d].status === "appointment");
  if (days.length === 0) return "";
  const names = days.map((d) => `${weekdayNames[d]}s`);
  const last = names.pop();
  return `, and on ${names.length > 0 ? `${names.join(", ")} and ${last}` : last} by appointment`;
}

const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

const openWindows = (week: WeekHours): TimeWindow[] =>
  weekdays.flatMap((d) => {
    const day = week[d];
    return day.status === "open" ? [{ opens: day.opens, closes: day.closes }] : [];
  });

/** The earliest time the firm opens on any day ("{opens}" in the copy). */
export function earliestOpening(hours: OfficeHours): string {
  const times = openWindows(hours.week).map((w) => w.opens);
  return times.sort()[0] ?? "09:00";
}

/** The latest time the firm closes on any day ("{closes}" in the copy). */
export function latestClosing(hours: OfficeHours): string {
  const times = openWindows(hours.week).map((w) => w.closes);
  return times.sort().at(-1) ?? "17:00";
}

/** Each half-hour start within a window at which a 30-minute consultation still ends in it. */
export function halfHourStarts(window: TimeWindow): string[] {
  const starts: string[] = [];
  const closes = minutesOf(window.closes);
  for (let m = minutesOf(window.opens); m + 30 <= closes; m += 30) starts.push(clock(m));
  return starts;
}

/**
 * Every half-hour start on any day's consultation hours, "09:00" to "16:30" today: the rows of
 * the admin week view.
 */
export function weekdayHalfHours(hours: OfficeHours): string[] {
  const starts = new Set<string>();
  for (const day of weekdays) {
    const window = hours.consultations[day];
    if (window) for (const start of halfHourStarts(window)) starts.add(start);
  }
  return [...starts].sort();
}

/**
 * The consultation window per weekday for one pool of capacity. An office that keeps its own
 * hours sees consultations only while it is open (and only by request on a day by appointment);
 * phone and video follow the firm's consultation hours alone.
 */
export function consultationWindows(
  hours: OfficeHours,
  pool: CapacityPool,
): Record<Weekday, TimeWindow | null> {
  const own = pool === "remote" ? undefined : hours.officeWeeks[pool];
  const entries = weekdays.map((day): [Weekday, TimeWindow | null] => {
    const window = hours.consultations[day];
    if (!window || !own) return [day, window];
    const office = own[day];
    if (office.status !== "open") return [day, null];
    const opens = Math.max(minutesOf(window.opens), minutesOf(office.opens));
    const closes = Math.min(minutesOf(window.closes), minutesOf(office.closes));
    // Slots start on the half hour: an office opening at 09:15 offers 09:30 first.
    const firstStart = Math.ceil(opens / 30) * 30;
    return [
      day,
      closes - firstStart >= 30 ? { opens: clock(firstStart), closes: clock(closes) } : null,
    ];
  });
  return Object.fromEntries(entries) as Record<Weekday, TimeWindow | null>;
}

/** Whether a visitor may ask for a Saturday at this place: Saturday is by appointment there. */
export function takesSaturdayRequests(hours: OfficeHours, office?: OfficeId): boolean {
  if (hours.week.saturday.status !== "appointment") return false;
  return !office || weekOf(hours, office).saturday.status !== "closed";
}

/** The days the firm or either office opens, by appointment or not: the admin week's columns. */
export function daysOpen(hours: OfficeHours): Weekday[] {
  const weeks = [hours.week, ...Object.values(hours.officeWeeks)];
  return weekdays.filter((day) => weeks.some((w) => w && w[day].status !== "closed"));
}
