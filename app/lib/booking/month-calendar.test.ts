import { describe, expect, test } from "vitest";
import { weekdayIndex } from "~/shared/time/calendar";
import {
  bookingWindow,
  dayAfterKey,
  dayLabel,
  monthsBetween,
  monthToShow,
  monthWeeks,
} from "./month-calendar";

describe("the month grid", () => {
  test("November 2026 starts on a Sunday, so its first week is six blanks and the 1st", () => {
    const weeks = monthWeeks("2026-11");
    expect(weeks[0]).toEqual([null, null, null, null, null, null, "2026-11-01"]);
    expect(weeks.at(-1)).toEqual(["2026-11-30", null, null, null, null, null, null]);
    expect(weeks).toHaveLength(6);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  test("every week has seven days, Monday first, across the clocks going back", () => {
    for (const week of monthWeeks("2026-10")) {
      expect(week).toHaveLength(7);
      for (const [i, day] of week.entries()) if (day) expect(weekdayIndex(day)).toBe(i);
    }
  });

  test("February in a leap year has 29 days", () => {
    expect(monthWeeks("2028-02").flat().filter(Boolean).at(-1)).toBe("2028-02-29");
  });
});

describe("months", () => {
  test("a 61-day window from late November touches three months", () => {
    expect(monthsBetween("2026-11-25", "2027-01-25")).toEqual(["2026-11", "2026-12", "2027-01"]);
    expect(monthsBetween("2026-11-02", "2026-11-30")).toEqual(["2026-11"]);
  });
});

test("a day is named as a screen reader should say it", () => {
  expect(dayLabel("2026-11-26", 14)).toBe("Thursday 26 November, 14 times free");
  expect(dayLabel("2026-11-26", 1)).toBe("Thursday 26 November, 1 time free");
  expect(dayLabel("2026-11-28", 0)).toBe("Saturday 28 November, no free times");
});

describe("moving with the keyboard", () => {
  const window = { first: "2026-11-25", last: "2027-01-25" };

  test("arrows move a day or a week", () => {
    expect(dayAfterKey("2026-11-30", "ArrowRight", window)).toBe("2026-12-01");
    expect(dayAfterKey("2026-12-01", "ArrowLeft", window)).toBe("2026-11-30");
    expect(dayAfterKey("2026-12-01", "ArrowDown", window)).toBe("2026-12-08");
    expect(dayAfterKey("2026-12-08", "ArrowUp", window)).toBe("2026-12-01");
  });

  test("Home and End go to the Monday and Sunday of the week", () => {
    expect(dayAfterKey("2026-12-03", "Home", window)).toBe("2026-11-30");
    expect(dayAfterKey("2026-12-03", "End", window)).toBe("2026-12-06");
  });

  test("Page Up and Page Down go to the same day a month away, or the month's last", () => {
    expect(dayAfterKey("2026-12-10", "PageDown", window)).toBe("2027-01-10");
    expect(dayAfterKey("2026-12-28", "PageUp", window)).toBe("2026-11-28");
    const wide = { first: "2026-01-01", last: "2026-12-31" };
    expect(dayAfterKey("2026-01-31", "PageDown", wide)).toBe("2026-02-28");
  });

  test("never leave the bookable window", () => {
    expect(dayAfterKey("2026-11-26", "ArrowUp", window)).toBe("2026-11-25");
    expect(dayAfterKey("2026-12-30", "PageDown", window)).toBe("2027-01-25");
    expect(dayAfterKey("2027-01-25", "ArrowRight", window)).toBe("2027-01-25");
  });
});

describe("the month a calendar opens on", () => {
  const window = { first: "2026-11-25", last: "2027-01-25" };
  const days = [{ date: "2026-12-01" }, { date: "2026-12-02" }];

  test("is the one in the address, if the window touches it", () => {
    expect(monthToShow({ asked: "2027-01", days, window })).toBe("2027-01");
    expect(monthToShow({ asked: "2027-02", days, window })).toBe("2026-12");
    expect(monthToShow({ asked: "nonsense", days, window })).toBe("2026-12");
  });

  test("else the chosen day's, else the first free day's, else the window's first", () => {
    expect(monthToShow({ asked: null, chosen: "2027-01-05", days, window })).toBe("2027-01");
    expect(monthToShow({ asked: null, days, window })).toBe("2026-12");
    expect(monthToShow({ asked: null, days: [], window })).toBe("2026-11");
  });
});

test("the booking window is today and the next 61 days", () => {
  expect(bookingWindow("2026-11-25")).toEqual({ first: "2026-11-25", last: "2027-01-25" });
});
