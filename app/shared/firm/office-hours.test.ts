import { describe, expect, test } from "vitest";
import { defaultFirmFacts } from "~/shared/firm/facts";
import { openingHoursRows, weekdayHalfHours, weekdayOfficeHours } from "./office-hours";

describe("office hours read as the spec writes them", () => {
  const { hours } = defaultFirmFacts;

  test("the weekday row of the opening hours is 9:00 AM to 5:00 PM", () => {
    expect(openingHoursRows(hours)[0]).toEqual({
      day: "Monday to Friday",
      hours: "9:00 AM to 5:00 PM",
    });
  });

  test("the sentence that tells a visitor when to call", () => {
    expect(weekdayOfficeHours(hours)).toBe("Monday to Friday, 9:00 AM to 5:00 PM");
  });

  test("consultations start on each half hour from opening to half an hour before closing", () => {
    const starts = weekdayHalfHours(hours);
    expect(starts).toHaveLength(16);
    expect(starts[0]).toBe("09:00");
    expect(starts.at(-1)).toBe("16:30");
    expect(weekdayHalfHours({ ...hours, weekdays: { opens: "08:30", closes: "10:00" } })).toEqual([
      "08:30",
      "09:00",
      "09:30",
    ]);
  });
});
