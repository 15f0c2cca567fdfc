import { expect, test } from "vitest";
import { currentYearInLondon, formatLongDate } from "./dates";

test("the year turns at midnight in London, not at midnight UTC", () => {
  expect(currentYearInLondon(new Date("2026-12-31T23:30:00Z"))).toBe("2026");
  // During British Summer Time London is an hour ahead of UTC.
  expect(formatLongDate("2026-06-30T23:30:00Z")).toBe("1 July 2026");
  expect(formatLongDate("2026-12-31T23:30:00Z")).toBe("31 December 2026");
});
