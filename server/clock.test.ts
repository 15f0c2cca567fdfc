import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { systemClock } from "./clock";

describe("the system clock's wake-up", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-23T09:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  test("runs once the clock reads the instant, not a moment before", async () => {
    const run = vi.fn();
    systemClock.at(new Date("2026-11-23T09:10:00Z"), run);
    await vi.advanceTimersByTimeAsync(10 * 60_000 - 1);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  test("waits past setTimeout's longest delay, and cancel() stops it", async () => {
    const run = vi.fn();
    const later = systemClock.at(new Date("2026-12-31T09:00:00Z"), run);
    await vi.advanceTimersByTimeAsync(30 * 86_400_000);
    expect(run).not.toHaveBeenCalled();
    later.cancel();
    await vi.advanceTimersByTimeAsync(10 * 86_400_000);
    expect(run).not.toHaveBeenCalled();
    systemClock.at(new Date("2027-01-01T09:00:00Z"), run);
    await vi.advanceTimersByTimeAsync(2 * 86_400_000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
