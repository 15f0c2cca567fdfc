import { addDays } from "~/shared/time/calendar";
import { formatDateWith, formatDay, formatTime } from "~/shared/time/format";
import { londonClock, londonDate } from "~/shared/time/london-clock";
import type { PublicClosure } from "./facts";

/**
 * How a closure of the whole firm is announced: one wording for every page that shows the
 * hours, the booking page and the structured data. A closure is announced from six weeks
 * before it starts until it ends, so a closure next August is not on every page in November.
 */
export const closureAnnouncedDaysAhead = 42;

const dayMs = 24 * 60 * 60 * 1000;

export interface ClosureNotice {
  /** Under way now, rather than still to come. */
  current: boolean;
  /**
   * When, as it reads after "Closed": "24 December to 1 January", "on Friday 24 December",
   * "until the end of Friday 1 January", "today".
   */
  when: string;
  reason: string;
  /** "Closed 24 December to 1 January: Christmas and New Year", beside the office hours. */
  line: string;
  /** The sentence near the booking calendar, which offers no time inside the closure. */
  bookingLine: string;
  /** The London dates closed all day (first and last, included), or null if none is. */
  wholeDays: { first: string; last: string } | null;
}

/** The instant (milliseconds) from which pages announce this closure. */
export function closureAnnouncedFrom(closure: PublicClosure): number {
  return Date.parse(closure.startsAt) - closureAnnouncedDaysAhead * dayMs;
}

/**
 * What the website will say of a closure before it begins ("Closed 24 December to 1 January:
 * Christmas and New Year") and the London date it starts saying so: the admin's confirmation.
 */
export function closureAnnouncement(closure: PublicClosure): { line: string; fromDate: string } {
  return {
    line: `Closed ${spanWords(closure)}: ${closure.reason}`,
    fromDate: londonDate(new Date(closureAnnouncedFrom(closure)).toISOString()),
  };
}

/** What visitors are told of the next closure at `now`, or null when it is not announced. */
export function closureNotice(closure: PublicClosure | null, now: Date): ClosureNotice | null {
  if (!closure) return null;
  const at = now.getTime();
  if (at >= Date.parse(closure.endsAt) || at < closureAnnouncedFrom(closure)) return null;
  const current = at >= Date.parse(closure.startsAt);
  const when = current ? untilWords(closure, now) : spanWords(closure);
  const { reason } = closure;
  return {
    current,
    when,
    reason,
    line: `Closed ${when}: ${reason}`,
    bookingLine: `We are closed ${when} (${reason}), so there are no times to book then.`,
    wholeDays: wholeDaysOf(closure),
  };
}

const atMidnight = (instant: string) => londonClock(instant) === "00:00";
/** "24 December". */
const dayAndMonth = (date: string) => formatDateWith(date, { month: "long" });
/** The closure's end is exclusive: a closure ending at midnight is over by the day it names. */
const lastDayOf = (closure: PublicClosure) =>
  atMidnight(closure.endsAt) ? addDays(londonDate(closure.endsAt), -1) : londonDate(closure.endsAt);

/** A closure still to come: its first and last day, with the times when it is not whole days. */
function spanWords(closure: PublicClosure): string {
  const { startsAt, endsAt } = closure;
  const first = londonDate(startsAt);
  const last = lastDayOf(closure);
  const wholeStart = atMidnight(startsAt);
  const wholeEnd = atMidnight(endsAt);
  if (wholeStart && wholeEnd) {
    return first === last
      ? `on ${formatDay(first)}`
      : `${dayAndMonth(first)} to ${dayAndMonth(last)}`;
  }
  if (first === last) {
    if (wholeEnd) return `on ${formatDay(first)} from ${formatTime(startsAt)}`;
    if (wholeStart) return `on ${formatDay(first)} until ${formatTime(endsAt)}`;
    return `on ${formatDay(first)}, ${formatTime(startsAt)} to ${formatTime(endsAt)}`;
  }
  const from = wholeStart ? formatDay(first) : `${formatTime(startsAt)} on ${formatDay(first)}`;
  const to = wholeEnd ? formatDay(last) : `${formatTime(endsAt)} on ${formatDay(last)}`;
  return `from ${from} to ${to}`;
}

/** A closure under way: how long it still lasts. */
function untilWords(closure: PublicClosure, now: Date): string {
  const today = londonDate(now);
  const last = lastDayOf(closure);
  if (atMidnight(closure.endsAt)) {
    return last === today ? "today" : `until the end of ${formatDay(last)}`;
  }
  const time = formatTime(closure.endsAt);
  return last === today ? `until ${time} today` : `until ${time} on ${formatDay(last)}`;
}

/** The days closed from midnight to midnight: a part-day is left to the usual hours. */
function wholeDaysOf(closure: PublicClosure): ClosureNotice["wholeDays"] {
  const startDate = londonDate(closure.startsAt);
  const first = atMidnight(closure.startsAt) ? startDate : addDays(startDate, 1);
  const last = addDays(londonDate(closure.endsAt), -1);
  return first <= last ? { first, last } : null;
}
