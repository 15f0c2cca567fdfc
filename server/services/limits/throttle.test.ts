import { MemoryStore } from "express-rate-limit";
import { describe, expect, test } from "vitest";
import { ClockMemoryStore } from "./rate-limit-stores";
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

describe("the in-memory store on the app's clock", () => {
  test("ends its windows, and the throttle's Retry-After, by that clock, however far it is from the machine's", async () => {
    let at = new Date("2020-02-03T10:00:00Z").getTime();
    const clock = { now: () => new Date(at), at: () => ({ cancel() {} }) };
    const throttle = createThrottle({
      store: new ClockMemoryStore(clock),
      prefix: "test",
      limit: 1,
      windowMs: 60_000,
      clock,
    });
    await throttle.hit("a");
    const refused = await throttle.hit("a");
    expect(refused.limited).toBe(true);
    expect(refused.retryAfterSeconds).toBe(60);
    at += 59_000;
    expect((await throttle.check("a")).limited).toBe(true);
    at += 2_000;
    expect((await throttle.check("a")).limited).toBe(false);
    expect((await throttle.hit("a")).limited).toBe(false);
  });
});
