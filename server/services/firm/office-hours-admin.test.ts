import { describe, expect, test } from "vitest";
import { defaultFirmFacts, type OfficeHours } from "~/shared/firm/facts";
import { atLondonTime } from "~/shared/time/london-instant";
import { fitsHours } from "./office-hours-admin";

const seed = defaultFirmFacts.hours;
// Monday 30 November to Saturday 5 December 2026.
const confirmed = (date: string, time: string, meetingType: "phone" | "bramhall" = "phone") => ({
  startsAt: atLondonTime(date, time),
  meetingType,
  pool: meetingType === "phone" ? ("remote" as const) : meetingType,
  status: "confirmed" as const,
});

describe("fitsHours", () => {
  test("a confirmed booking fits while it starts and ends within its day's consultation hours", () => {
    expect(fitsHours(seed, confirmed("2026-12-01", "09:00"))).toBe(true);
    expect(fitsHours(seed, confirmed("2026-12-01", "16:30"))).toBe(true);
    const short: OfficeHours = {
      ...seed,
      consultations: { ...seed.consultations, tuesday: { opens: "09:00", closes: "13:00" } },
    };
    expect(fitsHours(short, confirmed("2026-12-01", "12:30"))).toBe(true);
    expect(fitsHours(short, confirmed("2026-12-01", "13:00"))).toBe(false);
    expect(fitsHours(short, confirmed("2026-12-01", "08:30"))).toBe(false);
  });

  test("an office's own week decides for bookings at that office only", () => {
    const own: OfficeHours = {
      ...seed,
      officeWeeks: { bramhall: { ...seed.week, monday: { status: "closed" } } },
    };
    expect(fitsHours(own, confirmed("2026-11-30", "10:00", "bramhall"))).toBe(false);
    expect(fitsHours(own, confirmed("2026-11-30", "10:00", "phone"))).toBe(true);
  });

  test("a Saturday request fits while Saturdays are by appointment at its place", () => {
    const request = {
      startsAt: atLondonTime("2026-12-05", "10:00"),
      meetingType: "bramhall" as const,
      pool: "bramhall" as const,
      status: "requested" as const,
    };
    expect(fitsHours(seed, request)).toBe(true);
    const shut: OfficeHours = { ...seed, week: { ...seed.week, saturday: { status: "closed" } } };
    expect(fitsHours(shut, request)).toBe(false);
  });
});
