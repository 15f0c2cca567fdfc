import { describe, expect, test, vi } from "vitest";
import { currentYearInLondon, formatLongDate, formatYear } from "./format";
import { londonClock, londonDate, londonDay, londonParts, todayInLondon } from "./london-clock";

test("the current year is London's at every new year, and is read without a time-zone formatter", () => {
  const instants = Array.from({ length: 30 }, (_, i) => 2020 + i).flatMap((year) => [
    new Date(Date.UTC(year, 0, 1, 0, 0, 0)),
    new Date(Date.UTC(year, 0, 1, 0, 0, 0) - 1),
    new Date(Date.UTC(year, 5, 30, 23, 30)),
  ]);
  const formatted = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
  let shown: string[];
  try {
    shown = instants.map((instant) => currentYearInLondon(instant));
    expect(formatted).not.toHaveBeenCalled();
  } finally {
    formatted.mockRestore();
  }
  expect(shown).toEqual(instants.map((instant) => formatYear(instant)));
});

test("the year turns at midnight in London, not at midnight UTC", () => {
  expect(currentYearInLondon(new Date("2026-12-31T23:30:00Z"))).toBe("2026");
  // During British Summer Time London is an hour ahead of UTC.
  expect(formatLongDate("2026-06-30T23:30:00Z")).toBe("1 July 2026");
  expect(formatLongDate("2026-12-31T23:30:00Z")).toBe("31 December 2026");
});

describe("today in London", () => {
  test.each([
    ["late on a summer evening UTC is already tomorrow", "2026-06-30T23:30:00Z", "2026-07-01"],
    ["late on a winter evening UTC is still today", "2026-12-31T23:30:00Z", "2026-12-31"],
    ["the last minute of GMT before the clocks go forward", "2026-03-29T00:59:00Z", "2026-03-29"],
    ["the last minute of BST before the clocks go back", "2026-10-25T00:59:00Z", "2026-10-25"],
    ["23:30 UTC the night before the clocks go back", "2026-10-24T23:30:00Z", "2026-10-25"],
    ["23:30 UTC the night the clocks went back", "2026-10-25T23:30:00Z", "2026-10-25"],
  ])("%s", (_name, instant, expected) => {
    expect(todayInLondon(new Date(instant))).toBe(expected);
    expect(londonDate(instant)).toBe(expected);
  });

  test("a calendar date is its own London date, whatever the season", () => {
    expect(londonDate("2026-03-29")).toBe("2026-03-29");
    expect(londonDate("2026-10-25")).toBe("2026-10-25");
  });

  test("a calendar date is read from its text, with no time-zone formatter, as the formatter reads it", () => {
    // Every day of four years, over leap days and both clock changes.
    const days = Array.from({ length: 4 * 366 }, (_, i) =>
      new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
    );
    const formatted = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    let read: ReturnType<typeof londonDay>[];
    try {
      read = days.map((day) => londonDay(day));
      expect(formatLongDate("2025-04-01")).toBe("1 April 2025");
      expect(formatted).not.toHaveBeenCalled();
    } finally {
      formatted.mockRestore();
    }
    expect(read).toEqual(
      days.map((day) => {
        const { year, month, day: date, weekday } = londonParts(day);
        return { year, month, day: date, weekday };
      }),
    );
  });

  test("a text shaped like a date that is not one is read as the formatter reads it", () => {
    // The platform rolls 30 February over to 2 March; month 13 is no date at all.
    expect(londonDay("2026-02-30")).toMatchObject({ month: 3, day: 2 });
    expect(() => formatLongDate("2026-13-01")).toThrow(RangeError);
  });
});

describe("London's clock on the days it changes", () => {
  test.each([
    ["00:59 UTC on 29 March 2026 is 00:59 GMT", "2026-03-29T00:59:00Z", "00:59"],
    ["a minute later the clocks have gone forward to 02:00", "2026-03-29T01:00:00Z", "02:00"],
    ["00:30 UTC on 25 October 2026 is 01:30 BST", "2026-10-25T00:30:00Z", "01:30"],
    ["an hour later it is 01:30 again, in GMT", "2026-10-25T01:30:00Z", "01:30"],
    ["midnight UTC in winter is midnight", "2026-12-07T00:00:00Z", "00:00"],
  ])("%s", (_name, instant, expected) => {
    expect(londonClock(instant)).toBe(expected);
  });

  test("the weekday is London's: Sunday 23:30 UTC in summer is Monday in London", () => {
    expect(londonParts("2026-07-05T23:30:00Z").weekday).toBe(1);
    expect(londonParts("2026-12-06T23:30:00Z").weekday).toBe(0);
  });
});
