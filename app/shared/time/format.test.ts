import { describe, expect, test } from "vitest";
import {
  formatClockTime,
  formatDate,
  formatDateAndTime,
  formatDateWith,
  formatDay,
  formatLongDate,
  formatMonth,
  formatShortDate,
  formatShortDay,
  formatTime,
  formatYear,
  weekdayHeadings,
} from "./format";

describe("times of day: one style, 9:00 AM as the spec writes it, no zero-padded hour", () => {
  test.each([
    ["just after midnight", "2026-12-07T00:05:00Z", "12:05 AM"],
    ["half past twelve midday", "2026-12-07T12:30:00Z", "12:30 PM"],
    ["twelve noon", "2026-12-07T12:00:00Z", "12:00 PM"],
    ["nine in the morning", "2026-12-07T09:00:00Z", "9:00 AM"],
    ["one minute to midnight", "2026-12-07T23:59:00Z", "11:59 PM"],
    ["summer time, an hour ahead of UTC", "2026-07-01T11:30:00Z", "12:30 PM"],
  ])("%s", (_name, instant, expected) => {
    expect(formatTime(instant)).toBe(expected);
    expect(formatTime(new Date(instant))).toBe(expected);
  });

  test.each([
    ["00:30 UTC on Sunday 29 March 2026 is still GMT", "2026-03-29T00:30:00Z", "12:30 AM"],
    [
      "01:30 UTC on 29 March 2026 is BST, the clocks having gone forward",
      "2026-03-29T01:30:00Z",
      "2:30 AM",
    ],
    ["00:30 UTC on Sunday 28 March 2027 is still GMT", "2027-03-28T00:30:00Z", "12:30 AM"],
    ["01:30 UTC on 28 March 2027 is BST", "2027-03-28T01:30:00Z", "2:30 AM"],
    [
      "00:30 UTC on Sunday 25 October 2026 is the first 1:30, in BST",
      "2026-10-25T00:30:00Z",
      "1:30 AM",
    ],
    ["01:30 UTC on 25 October 2026 is the second 1:30, in GMT", "2026-10-25T01:30:00Z", "1:30 AM"],
  ])("across the clock changes: %s", (_name, instant, expected) => {
    expect(formatTime(instant)).toBe(expected);
  });

  test("a London wall-clock time from rules and forms", () => {
    expect(formatClockTime("00:05")).toBe("12:05 AM");
    expect(formatClockTime("09:00")).toBe("9:00 AM");
    expect(formatClockTime("12:30")).toBe("12:30 PM");
    expect(formatClockTime("16:30")).toBe("4:30 PM");
  });
});

describe("dates, in London", () => {
  const instant = "2026-12-07T12:30:00Z";

  test("the styles the site uses", () => {
    expect(formatDay(instant)).toBe("Monday 7 December");
    expect(formatShortDay(instant)).toBe("Mon 7 Dec");
    expect(formatDate(instant)).toBe("Monday 7 December 2026");
    expect(formatShortDate(instant)).toBe("Mon 7 Dec 2026");
    expect(formatLongDate(instant)).toBe("7 December 2026");
    expect(formatDateWith(instant, { weekday: "long", month: "short" })).toBe("Monday 7 Dec");
    expect(formatDateWith("2026-09-14", { month: "short" })).toBe("14 Sept");
  });

  test("date and time together", () => {
    expect(formatDateAndTime(instant)).toBe("Monday 7 December 2026 at 12:30 PM");
  });

  test("a calendar date is that day in London, whatever the season", () => {
    expect(formatDate("2026-12-26")).toBe("Saturday 26 December 2026");
    expect(formatDate("2026-06-30")).toBe("Tuesday 30 June 2026");
  });

  test("the day and year turn at midnight in London, not at midnight UTC", () => {
    // 23:30 UTC in summer is 00:30 the next day in London.
    expect(formatDate("2026-06-30T23:30:00Z")).toBe("Wednesday 1 July 2026");
    expect(formatDate("2026-12-31T23:30:00Z")).toBe("Thursday 31 December 2026");
    expect(formatYear("2026-12-31T23:30:00Z")).toBe("2026");
    // 23:30 UTC on Saturday 24 October 2026 is 00:30 on the Sunday the clocks go back.
    expect(formatDateAndTime("2026-10-24T23:30:00Z")).toBe("Sunday 25 October 2026 at 12:30 AM");
  });
});

test("months and the week's days in words: November 2026, Monday first", () => {
  expect(formatMonth("2026-11")).toBe("November 2026");
  expect(formatMonth("2027-01")).toBe("January 2027");
  expect(weekdayHeadings.map((d) => d.short)).toEqual([
    "Mon",
    "Tue",
    "Wed",
    "Thu",
    "Fri",
    "Sat",
    "Sun",
  ]);
  expect(weekdayHeadings.at(-1)?.long).toBe("Sunday");
});
