import { describe, expect, test } from "vitest";
import { isCalendarDate, isUsableDate, parseCalendarDate, realCalendarDate } from "./parse";

describe("reading a calendar date from outside", () => {
  test.each([
    ["a leap day", "2028-02-29"],
    ["the day the clocks go forward", "2026-03-29"],
    ["the last day of the year", "2026-12-31"],
  ])("accepts %s", (_name, value) => {
    expect(isCalendarDate(value)).toBe(true);
    expect(parseCalendarDate(value)).toBe(value);
  });

  test.each([
    ["29 February in a common year", "2027-02-29"],
    ["31 November", "2026-11-31"],
    ["a thirteenth month", "2026-13-01"],
    ["day zero", "2026-11-00"],
    ["a short year", "26-11-27"],
    ["British order", "27/11/2026"],
    ["words", "tomorrow"],
    ["an instant", "2026-11-27T09:00:00Z"],
    ["a year before 2000", "1999-12-31"],
    ["a year after 2100", "2101-01-01"],
    ["nothing", ""],
  ])("refuses %s with null, never an exception", (_name, value) => {
    expect(isCalendarDate(value)).toBe(false);
    expect(parseCalendarDate(value)).toBeNull();
  });

  test("a missing value is null too", () => {
    expect(parseCalendarDate(null)).toBeNull();
    expect(parseCalendarDate(undefined)).toBeNull();
  });

  test("a day from its numbers, or undefined when the calendar lacks it", () => {
    expect(realCalendarDate(2028, 2, 29)).toBe("2028-02-29");
    expect(realCalendarDate(1919, 5, 4)).toBe("1919-05-04");
    expect(realCalendarDate(2027, 2, 29)).toBeUndefined();
    expect(realCalendarDate(2026, 4, 31)).toBeUndefined();
  });
});

test("an invalid Date is not usable", () => {
  expect(isUsableDate(new Date("not a date"))).toBe(false);
  expect(isUsableDate(new Date("2026-11-27T09:00:00Z"))).toBe(true);
});
