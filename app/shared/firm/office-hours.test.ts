import { describe, expect, test } from "vitest";
import { defaultFirmFacts, mondayToFridayHours, type OfficeHours } from "~/shared/firm/facts";
import {
  consultationWindows,
  daysOpen,
  earliestOpening,
  latestClosing,
  officesWithOwnHours,
  openingHoursRows,
  takesSaturdayRequests,
  weekdayHalfHours,
  weekdayOfficeHours,
} from "./office-hours";

const seed = defaultFirmFacts.hours;

/** Wednesday closed and a short Friday, as the example has it. */
const changed: OfficeHours = {
  ...seed,
  week: {
    ...seed.week,
    wednesday: { status: "closed" },
    friday: { status: "open", opens: "09:00", closes: "13:00" },
  },
  consultations: {
    ...seed.consultations,
    wednesday: null,
    friday: { opens: "09:00", closes: "13:00" },
  },
};

describe("office hours read as the spec writes them", () => {
  test("the seed's rows: Monday to Friday, Saturday by appointment, Sunday closed", () => {
    expect(openingHoursRows(seed)).toEqual([
      { day: "Monday to Friday", hours: "9:00 AM to 5:00 PM" },
      { day: "Saturday", hours: "By appointment only" },
      { day: "Sunday", hours: "Closed" },
    ]);
  });

  test("consecutive days with the same hours are grouped, and only those", () => {
    expect(openingHoursRows(changed)).toEqual([
      { day: "Monday and Tuesday", hours: "9:00 AM to 5:00 PM" },
      { day: "Wednesday", hours: "Closed" },
      { day: "Thursday", hours: "9:00 AM to 5:00 PM" },
      { day: "Friday", hours: "9:00 AM to 1:00 PM" },
      { day: "Saturday", hours: "By appointment only" },
      { day: "Sunday", hours: "Closed" },
    ]);
    const weekendShut: OfficeHours = {
      ...seed,
      week: { ...seed.week, saturday: { status: "closed" } },
    };
    expect(openingHoursRows(weekendShut).at(-1)).toEqual({
      day: "Saturday and Sunday",
      hours: "Closed",
    });
  });

  test("the sentence that tells a visitor when to call names the open days only", () => {
    expect(weekdayOfficeHours(seed)).toBe("Monday to Friday, 9:00 AM to 5:00 PM");
    expect(weekdayOfficeHours(changed)).toBe(
      "Monday and Tuesday, 9:00 AM to 5:00 PM; Thursday, 9:00 AM to 5:00 PM; Friday, 9:00 AM to 1:00 PM",
    );
  });

  test("{opens} and {closes} are the earliest opening and the latest closing", () => {
    expect([earliestOpening(changed), latestClosing(changed)]).toEqual(["09:00", "17:00"]);
    const hours = mondayToFridayHours("08:30", "16:00");
    expect([earliestOpening(hours), latestClosing(hours)]).toEqual(["08:30", "16:00"]);
  });

  test("consultations start on each half hour from opening to half an hour before closing", () => {
    const starts = weekdayHalfHours(seed);
    expect(starts).toHaveLength(16);
    expect(starts[0]).toBe("09:00");
    expect(starts.at(-1)).toBe("16:30");
    expect(weekdayHalfHours(mondayToFridayHours("08:30", "10:00"))).toEqual([
      "08:30",
      "09:00",
      "09:30",
    ]);
  });

  test("an office keeping its own hours gets its own rows and narrower consultations", () => {
    const own: OfficeHours = {
      ...seed,
      officeWeeks: {
        bramhall: { ...seed.week, saturday: { status: "closed" }, monday: { status: "closed" } },
      },
    };
    expect(officesWithOwnHours(own)).toEqual(["bramhall"]);
    expect(officesWithOwnHours(seed)).toEqual([]);
    expect(openingHoursRows(own, "bramhall")[0]).toEqual({ day: "Monday", hours: "Closed" });
    expect(consultationWindows(own, "bramhall").monday).toBeNull();
    expect(consultationWindows(own, "heaton-moor").monday).toEqual({
      opens: "09:00",
      closes: "17:00",
    });
    expect(consultationWindows(own, "remote").monday).toEqual({ opens: "09:00", closes: "17:00" });
    expect(takesSaturdayRequests(own, "bramhall")).toBe(false);
    expect(takesSaturdayRequests(own, "heaton-moor")).toBe(true);
  });

  test("the admin week shows the days the firm opens, by appointment or not", () => {
    expect(daysOpen(seed)).toEqual([
      "monday",
      "tuesday",
      "wednesday",
      "thursday",
      "friday",
      "saturday",
    ]);
    expect(daysOpen(changed)).not.toContain("wednesday");
  });
});
