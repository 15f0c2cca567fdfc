import { describe, expect, test } from "vitest";
import { openingHours, weekdayOfficeHours } from "./firm";

describe("office hours read as the spec writes them", () => {
  test("the weekday row of the opening hours is 9:00 AM to 5:00 PM", () => {
    expect(openingHours[0]).toEqual({ day: "Monday to Friday", hours: "9:00 AM to 5:00 PM" });
  });

  test("the sentence that tells a visitor when to call", () => {
    expect(weekdayOfficeHours).toBe("Monday to Friday, 9:00 AM to 5:00 PM");
  });
});
