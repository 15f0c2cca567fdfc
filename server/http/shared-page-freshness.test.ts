import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { systemClock } from "../clock";
import type { NotificationHandlers } from "../db/client";
import { createLogger } from "../logger";
import { keepSharedPagesFresh } from "./shared-page-freshness";

const logger = createLogger("silent");

function fakeDatabase() {
  const handlers = new Map<string, NotificationHandlers>();
  return {
    handlers,
    listen: async (channel: string, h: NotificationHandlers) => {
      handlers.set(channel, h);
    },
  };
}

describe("keepSharedPagesFresh", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-23T09:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  test("drops the copies on every announced change, and on a possible gap", async () => {
    const database = fakeDatabase();
    const invalidate = vi.fn();
    const fresh = keepSharedPagesFresh({
      database,
      nextScheduledPublication: async () => null,
      invalidate,
      logger,
      // The machine's clock, which this test's fake timers move on.
      clock: systemClock,
    });
    await fresh.ready;
    const channel = database.handlers.get("public_content_changed");
    channel?.onNotify();
    expect(invalidate).toHaveBeenCalledTimes(1);
    channel?.onGap?.();
    expect(invalidate).toHaveBeenCalledTimes(2);
    fresh.stop();
  });

  test("drops them when a scheduled article's time comes, then waits for the next one", async () => {
    const database = fakeDatabase();
    const invalidate = vi.fn();
    const schedule = [new Date("2026-11-23T09:10:00Z"), new Date("2026-11-23T11:00:00Z")];
    const fresh = keepSharedPagesFresh({
      database,
      nextScheduledPublication: async (now) => schedule.find((d) => d > now) ?? null,
      invalidate,
      logger,
      // The machine's clock, which this test's fake timers move on.
      clock: systemClock,
    });
    await fresh.ready;
    await vi.advanceTimersByTimeAsync(9 * 60_000 + 59_000);
    expect(invalidate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(invalidate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(invalidate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(50 * 60_000 + 1_000);
    expect(invalidate).toHaveBeenCalledTimes(2);
    fresh.stop();
  });

  test("a publication brought forward by an edit is watched from the edit on; stop() ends it", async () => {
    const database = fakeDatabase();
    const invalidate = vi.fn();
    let next: Date | null = new Date("2026-11-24T09:00:00Z");
    const fresh = keepSharedPagesFresh({
      database,
      nextScheduledPublication: async (now) => (next && next > now ? next : null),
      invalidate,
      logger,
      // The machine's clock, which this test's fake timers move on.
      clock: systemClock,
    });
    await fresh.ready;
    next = new Date("2026-11-23T09:05:00Z");
    database.handlers.get("public_content_changed")?.onNotify();
    await vi.advanceTimersByTimeAsync(5 * 60_000 + 1_000);
    expect(invalidate).toHaveBeenCalledTimes(2);
    next = new Date("2026-11-23T09:30:00Z");
    database.handlers.get("public_content_changed")?.onNotify();
    await vi.advanceTimersByTimeAsync(0);
    fresh.stop();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(invalidate).toHaveBeenCalledTimes(3);
  });
});
