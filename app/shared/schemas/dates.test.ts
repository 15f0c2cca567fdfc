import { describe, expect, test } from "vitest";
import { isCalendarDate, isInstantInRange } from "~/shared/time/parse";
import { calendarDate, instant } from "./dates";

describe("calendar dates", () => {
  test.each([
    ["2026-02-28", true],
    ["2028-02-29", true],
    ["2026-02-30", false],
    ["2026-13-01", false],
    ["2026-00-10", false],
    ["0000-01-01", false],
    ["9999-12-31", false],
    ["26-02-28", false],
    ["2026-2-28", false],
    ["2026-02-28T00:00", false],
  ])("%s is a usable date: %s", (value, usable) => {
    expect(isCalendarDate(value)).toBe(usable);
    expect(calendarDate("Enter a date").safeParse(value).success).toBe(usable);
  });
});

describe("instants", () => {
  test.each([
    ["2026-12-01T10:00:00Z", true],
    ["2026-12-01T10:00:00.000+01:00", true],
    ["9999-12-31T10:00:00Z", false],
    ["0000-01-01T10:00:00Z", false],
    ["garbage", false],
    ["2026-02-30T10:00:00Z", false],
  ])("%s is a usable instant: %s", (value, usable) => {
    expect(instant("Choose a time").safeParse(value).success).toBe(usable);
    if (usable) expect(isInstantInRange(value)).toBe(true);
  });
});
