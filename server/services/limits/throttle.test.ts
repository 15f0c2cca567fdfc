import { MemoryStore } from "express-rate-limit";
import { describe, expect, test } from "vitest";
import { createThrottle } from "./throttle";

const throttleOf = (limit: number) =>
  createThrottle({ store: new MemoryStore(), prefix: "test", limit, windowMs: 60_000 });

describe("a throttle over express-rate-limit's memory store", () => {
  test("lets the limit through, refuses the next, and says when the window ends", async () => {
    const throttle = throttleOf(2);
    expect((await throttle.hit("203.0.113.9")).limited).toBe(false);
    expect((await throttle.hit("203.0.113.9")).limited).toBe(false);
    const third = await throttle.hit("203.0.113.9");
    expect(third.limited).toBe(true);
    // The store was given the throttle's window: a minute, not the library's default.
    expect(third.retryAfterSeconds).toBeGreaterThan(55);
    expect(third.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  test("check counts nothing; another key has a count of its own", async () => {
    const throttle = throttleOf(1);
    expect((await throttle.check("a")).limited).toBe(false);
    expect((await throttle.check("a")).limited).toBe(false);
    await throttle.hit("a");
    expect((await throttle.check("a")).limited).toBe(true);
    expect((await throttle.check("b")).limited).toBe(false);
  });

  test("release gives one attempt back and reset forgets the key", async () => {
    const throttle = throttleOf(1);
    await throttle.hit("a");
    await throttle.release("a");
    expect((await throttle.check("a")).limited).toBe(false);
    await throttle.hit("a");
    await throttle.hit("a");
    await throttle.reset("a");
    expect((await throttle.check("a")).limited).toBe(false);
  });
});
