import { describe, expect, test } from "vitest";
import { londonDayTime } from "./booking-format";
import { formatDateTime } from "./office-format";

describe("admin moments are written one way", () => {
  test("enquiries, users, mail and the audit log read as the booking tables do", () => {
    // 14:05 UTC on a November Sunday is 2:05 PM in London (GMT).
    expect(formatDateTime("2026-11-22T14:05:00Z")).toBe("Sun 22 Nov 2026, 2:05 PM");
    expect(formatDateTime("2026-11-22T14:05:00Z")).toBe(londonDayTime("2026-11-22T14:05:00Z"));
  });

  test("in summer the clock is London's, an hour ahead of UTC", () => {
    expect(formatDateTime(new Date("2026-07-01T08:30:00Z"))).toBe("Wed 1 Jul 2026, 9:30 AM");
  });
});
