import { describe, expect, test } from "vitest";
import { formatLondonDateTime, fromLondonInputValue, toLondonInputValue } from "./london-time";

describe("London date-times for scheduling", () => {
  test("winter time is UTC, summer time is an hour ahead", () => {
    expect(fromLondonInputValue("2026-12-01T09:00")?.toISOString()).toBe(
      "2026-12-01T09:00:00.000Z",
    );
    expect(fromLondonInputValue("2026-07-01T09:00")?.toISOString()).toBe(
      "2026-07-01T08:00:00.000Z",
    );
  });

  test("across the October change the same wall time is a different offset", () => {
    expect(fromLondonInputValue("2026-10-24T12:00")?.toISOString()).toBe(
      "2026-10-24T11:00:00.000Z",
    );
    expect(fromLondonInputValue("2026-10-25T12:00")?.toISOString()).toBe(
      "2026-10-25T12:00:00.000Z",
    );
  });

  test("round trip and display", () => {
    const at = new Date("2026-03-29T10:30:00Z");
    expect(toLondonInputValue(at)).toBe("2026-03-29T11:30");
    expect(formatLondonDateTime(at)).toBe("29 March 2026 at 11:30 AM");
  });

  test("malformed values are refused", () => {
    expect(fromLondonInputValue("tomorrow")).toBeUndefined();
    expect(fromLondonInputValue("")).toBeUndefined();
  });
});
