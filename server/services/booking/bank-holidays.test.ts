import { expect, test } from "vitest";
import { bankHolidays, holidayOn } from "./bank-holidays";

// The lists in docs/firm-and-rules.md.
test("England and Wales bank holidays 2026", () => {
  expect(bankHolidays(2026)).toEqual([
    "2026-01-01",
    "2026-04-03",
    "2026-04-06",
    "2026-05-04",
    "2026-05-25",
    "2026-08-31",
    "2026-12-25",
    "2026-12-28",
  ]);
});

test("2027, with Christmas Day and Boxing Day at a weekend moved to the 27th and 28th", () => {
  expect(bankHolidays(2027)).toEqual([
    "2027-01-01",
    "2027-03-26",
    "2027-03-29",
    "2027-05-03",
    "2027-05-31",
    "2027-08-30",
    "2027-12-27",
    "2027-12-28",
  ]);
});

test("2028 starts with New Year's Day moved to Monday 3 January", () => {
  expect(bankHolidays(2028)[0]).toBe("2028-01-03");
});

test("a holiday at a weekend is known on its own date as well as on its substitute", () => {
  expect(holidayOn("2026-12-26")).toBe("Boxing Day");
  expect(holidayOn("2026-12-28")).toBe("Boxing Day (substitute day)");
  expect(holidayOn("2028-01-01")).toBe("New Year's Day");
  expect(holidayOn("2026-12-19")).toBeUndefined();
});
