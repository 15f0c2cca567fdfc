import { expect, test, vi } from "vitest";
import { yieldToBrowser } from "./yield-to-browser";

test("uses scheduler.yield where the browser has it", async () => {
  const schedulerYield = vi.fn(() => Promise.resolve());
  const setTimeout = vi.fn();
  await yieldToBrowser({ scheduler: { yield: schedulerYield }, setTimeout } as never);
  expect(schedulerYield).toHaveBeenCalledOnce();
  expect(setTimeout).not.toHaveBeenCalled();
});

test("otherwise resolves from a zero-delay timer, in a later task", async () => {
  vi.useFakeTimers();
  try {
    let resumed = false;
    const waiting = yieldToBrowser(globalThis).then(() => {
      resumed = true;
    });
    // Microtasks alone do not get past it: only the timer's task does.
    await Promise.resolve();
    await Promise.resolve();
    expect(resumed).toBe(false);
    await vi.runAllTimersAsync();
    await waiting;
    expect(resumed).toBe(true);
  } finally {
    vi.useRealTimers();
  }
});
