import { describe, expect, test } from "vitest";
import {
  addDays,
  addMonths,
  datesFrom,
  daysInMonth,
  isWeekday,
  mondayOf,
  monthOf,
  sameDayInMonth,
  saturdayFrom,
  weekdayIndex,
  weekdayOf,
} from "./calendar";

describe("adding days", () => {
  test.each([
    ["into the clocks going forward (last Sunday of March)", "2026-03-28", 1, "2026-03-29"],
    ["out of the clocks going forward", "2026-03-29", 1, "2026-03-30"],
    ["into the clocks going back (last Sunday of October)", "2026-10-24", 1, "2026-10-25"],
    ["out of the clocks going back", "2026-10-25", 1, "2026-10-26"],
    ["a week across the March change", "2026-03-25", 7, "2026-04-01"],
    ["back across the October change", "2026-10-27", -3, "2026-10-24"],
    ["over the end of a 30-day month", "2026-11-30", 1, "2026-12-01"],
    ["over the turn of the year", "2026-12-31", 1, "2027-01-01"],
    ["backwards over the turn of the year", "2027-01-01", -1, "2026-12-31"],
    ["onto a leap day", "2028-02-28", 1, "2028-02-29"],
    ["over a leap day", "2028-02-29", 1, "2028-03-01"],
    ["past 28 February in a common year", "2027-02-28", 1, "2027-03-01"],
    ["nothing", "2026-06-15", 0, "2026-06-15"],
    ["the booking window's 61 days", "2026-11-27", 61, "2027-01-27"],
  ])("%s", (_name, date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});

describe("the week, Monday first", () => {
  test("Sunday is the week's last day, so its Monday is six days before", () => {
    expect(weekdayOf("2026-11-29")).toBe(0);
    expect(weekdayIndex("2026-11-29")).toBe(6);
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
  });

  test.each([
    ["a Monday is its own", "2026-11-23", "2026-11-23"],
    ["a Saturday", "2026-11-28", "2026-11-23"],
    ["the Sunday the clocks go back", "2026-10-25", "2026-10-19"],
    ["the Sunday the clocks go forward", "2026-03-29", "2026-03-23"],
    ["a week that starts in the year before", "2027-01-01", "2026-12-28"],
    ["a week that starts in the month before", "2026-12-02", "2026-11-30"],
  ])("%s", (_name, date, monday) => {
    expect(mondayOf(date)).toBe(monday);
  });

  test("weekdays are Monday to Friday", () => {
    expect(datesFrom("2026-11-23", "2026-11-29").filter(isWeekday)).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
    ]);
  });

  test("the first Saturday on or after a date", () => {
    expect(saturdayFrom("2026-11-28")).toBe("2026-11-28");
    expect(saturdayFrom("2026-11-29")).toBe("2026-12-05");
    expect(saturdayFrom("2026-12-30")).toBe("2027-01-02");
  });
});

describe("months", () => {
  test("move across the turn of the year", () => {
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2027-01", -1)).toBe("2026-12");
    expect(addMonths("2026-11", -23)).toBe("2024-12");
  });

  test("have their own lengths, February 29 days in a leap year", () => {
    expect(daysInMonth("2028-02")).toBe(29);
    expect(daysInMonth("2027-02")).toBe(28);
    expect(daysInMonth("2026-11")).toBe(30);
    expect(daysInMonth("2026-12")).toBe(31);
  });

  test("the same day a month away is the shorter month's last if it lacks the day", () => {
    expect(sameDayInMonth("2028-01-31", 1)).toBe("2028-02-29");
    expect(sameDayInMonth("2027-01-31", 1)).toBe("2027-02-28");
    expect(sameDayInMonth("2026-03-31", -1)).toBe("2026-02-28");
    expect(sameDayInMonth("2026-12-15", 1)).toBe("2027-01-15");
  });

  test("a date's month", () => {
    expect(monthOf("2026-11-26")).toBe("2026-11");
  });
});

test("every date from one to another, both included, across a clock change", () => {
  expect(datesFrom("2026-10-24", "2026-10-26")).toEqual(["2026-10-24", "2026-10-25", "2026-10-26"]);
  expect(datesFrom("2026-10-26", "2026-10-24")).toEqual([]);
});
