import { describe, expect, test } from "vitest";
import { formatLongDateAndTime } from "./format";
import {
  atLondonTime,
  fromLondonInputValue,
  londonMidnight,
  londonWallClock,
  nextLondonMidnight,
  toLondonInputValue,
} from "./london-instant";

const iso = (d: Date | undefined) => d?.toISOString();

describe("a London wall-clock time as an instant", () => {
  test.each([
    ["the Saturday before the clocks go forward is GMT", "2026-03-28", "09:00", "09:00"],
    ["the Sunday they go forward is BST from 01:00 UTC", "2026-03-29", "09:00", "08:00"],
    ["the Saturday before they go back is BST", "2026-10-24", "09:00", "08:00"],
    ["the Sunday they go back is GMT from 01:00 UTC", "2026-10-25", "09:00", "09:00"],
  ])("%s", (_name, date, hhmm, utc) => {
    expect(iso(atLondonTime(date, hhmm))).toBe(`${date}T${utc}:00.000Z`);
  });

  test("London midnight is 23:00 UTC the day before in summer and midnight UTC in winter", () => {
    expect(iso(londonMidnight("2026-03-29"))).toBe("2026-03-29T00:00:00.000Z");
    expect(iso(londonMidnight("2026-03-30"))).toBe("2026-03-29T23:00:00.000Z");
    expect(iso(londonMidnight("2026-10-25"))).toBe("2026-10-24T23:00:00.000Z");
    expect(iso(londonMidnight("2026-10-26"))).toBe("2026-10-26T00:00:00.000Z");
  });

  test("the next London midnight is 23 hours away on the day the clocks go forward, 25 on the day they go back", () => {
    const afterSpring = nextLondonMidnight(new Date("2026-03-29T00:00:00Z"));
    expect(iso(afterSpring)).toBe("2026-03-29T23:00:00.000Z");
    const afterAutumn = nextLondonMidnight(new Date("2026-10-24T23:00:00Z"));
    expect(iso(afterAutumn)).toBe("2026-10-26T00:00:00.000Z");
    expect((afterAutumn.getTime() - Date.parse("2026-10-24T23:00:00Z")) / 3_600_000).toBe(25);
  });

  test("a Date whose local fields read London's clock, for ical-generator", () => {
    const wall = londonWallClock(new Date("2026-07-01T11:30:00Z"));
    expect([wall.getFullYear(), wall.getMonth() + 1, wall.getDate()]).toEqual([2026, 7, 1]);
    expect([wall.getHours(), wall.getMinutes()]).toEqual([12, 30]);
  });
});

describe("London date-times for scheduling", () => {
  test("winter time is UTC, summer time is an hour ahead", () => {
    expect(iso(fromLondonInputValue("2026-12-01T09:00"))).toBe("2026-12-01T09:00:00.000Z");
    expect(iso(fromLondonInputValue("2026-07-01T09:00"))).toBe("2026-07-01T08:00:00.000Z");
  });

  test("across the October change the same wall time is a different offset", () => {
    expect(iso(fromLondonInputValue("2026-10-24T12:00"))).toBe("2026-10-24T11:00:00.000Z");
    expect(iso(fromLondonInputValue("2026-10-25T12:00"))).toBe("2026-10-25T12:00:00.000Z");
  });

  test("round trip and display", () => {
    const at = new Date("2026-03-29T10:30:00Z");
    expect(toLondonInputValue(at)).toBe("2026-03-29T11:30");
    expect(formatLongDateAndTime(at)).toBe("29 March 2026 at 11:30 AM");
  });

  test.each([
    ["words", "tomorrow"],
    ["nothing", ""],
    ["a day February lacks", "2026-02-30T09:00"],
    ["a thirteenth month", "2026-13-01T09:00"],
    ["an hour past 23", "2026-12-01T24:00"],
    ["a minute past 59", "2026-12-01T09:60"],
    ["a year outside the product's", "1999-12-01T09:00"],
  ])("malformed values are refused, not thrown: %s", (_name, value) => {
    expect(fromLondonInputValue(value)).toBeUndefined();
  });
});
