import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from "express-rate-limit";
import { type Clock, systemClock } from "../../clock";
import type { Database } from "../../db/client";
import { DatabaseRateLimitStore } from "./database-rate-limit-store";

export type RateLimitStoreKind = "memory" | "database";

/**
 * A fresh counter store: in this process's memory, or shared in the database. Both end their
 * windows by the app's clock, the one the throttle reads Retry-After from.
 */
export function newRateLimitStore(
  kind: RateLimitStoreKind,
  db: Database,
  clock: Clock = systemClock,
): Store {
  return kind === "database" ? new DatabaseRateLimitStore(db, clock) : new ClockMemoryStore(clock);
}

/**
 * Counts in this process's memory, like express-rate-limit's MemoryStore, but with windows that
 * end by the app's clock: MemoryStore reads the machine's time, so under any other clock (a
 * test's) its reset times and the throttle's Retry-After disagreed by however far apart the two
 * were. Ended windows are dropped when next touched, and all of them once per window.
 */
export class ClockMemoryStore implements Store {
  windowMs = 60_000;
  localKeys = true;
  private readonly windows = new Map<string, { hits: number; resetAt: Date }>();
  private sweptAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly clock: Clock) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private live(key: string, now: number) {
    const window = this.windows.get(key);
    if (window && window.resetAt.getTime() <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private sweep(now: number): void {
    if (now - this.sweptAt < this.windowMs) return;
    this.sweptAt = now;
    for (const [key, window] of this.windows) {
      if (window.resetAt.getTime() <= now) this.windows.delete(key);
    }
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const window = this.live(key, this.clock.now().getTime());
    return window && { totalHits: window.hits, resetTime: window.resetAt };
  }

  async increment(key: string): Promise<IncrementResponse> {
    const now = this.clock.now().getTime();
    this.sweep(now);
    const window = this.live(key, now) ?? { hits: 0, resetAt: new Date(now + this.windowMs) };
    window.hits += 1;
    this.windows.set(key, window);
    return { totalHits: window.hits, resetTime: window.resetAt };
  }

  async decrement(key: string): Promise<void> {
    const window = this.live(key, this.clock.now().getTime());
    if (window) window.hits = Math.max(0, window.hits - 1);
  }

  async resetKey(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async resetAll(): Promise<void> {
    this.windows.clear();
  }
}
