import { rateLimit, type Store } from "express-rate-limit";
import { type Clock, systemClock } from "../../clock";
import { clientNetworkOf } from "./client-network";

export interface ThrottleState {
  /** From check(): the next attempt would be over the limit. From hit(): this one was. */
  limited: boolean;
  /** Seconds until the window resets, for Retry-After. */
  retryAfterSeconds: number;
}

/**
 * A counter per key over a fixed window, kept in an express-rate-limit store (memory for one
 * process, the database for several). Callers decide what counts: failed sign-ins, or every
 * registration attempt.
 */
interface ThrottleOptions {
  store: Store;
  prefix: string;
  limit: number;
  windowMs: number;
  /** Whether a window has ended, and Retry-After, are read from this (the store's own too). */
  clock?: Clock;
}

export function createThrottle(options: ThrottleOptions) {
  const { store, prefix, limit, windowMs } = options;
  const clock = options.clock ?? systemClock;
  const now = () => clock.now().getTime();
  // Making a limiter is how express-rate-limit sets a store up: it hands the store its window
  // (init) and checks that no other limiter shares it. The limiter's middleware never runs,
  // since the throttle counts what its callers decide to count, not requests.
  const limiter = rateLimit({ store, limit, windowMs });
  const keyOf = (key: string) => `${prefix}:${key}`;
  const state = (limited: boolean, resetTime: Date | undefined): ThrottleState => ({
    limited,
    retryAfterSeconds: Math.max(
      1,
      Math.ceil(((resetTime?.getTime() ?? now() + windowMs) - now()) / 1000),
    ),
  });
  return {
    /** Whether the key is already over its limit, without counting anything. */
    async check(key: string): Promise<ThrottleState> {
      const info = await limiter.getKey(keyOf(key));
      if (!info || (info.resetTime && info.resetTime.getTime() <= now())) {
        return { limited: false, retryAfterSeconds: 0 };
      }
      return state(info.totalHits >= limit, info.resetTime);
    },
    /**
     * Counts one attempt before it is made (a reservation): concurrent attempts each get their
     * own count, so no more than the limit ever go ahead.
     */
    async hit(key: string): Promise<ThrottleState> {
      const { totalHits, resetTime } = await store.increment(keyOf(key));
      return state(totalHits > limit, resetTime);
    },
    /** Gives back one reserved attempt that turned out not to count (a right password). */
    async release(key: string): Promise<void> {
      await store.decrement(keyOf(key));
    },
    async reset(key: string): Promise<void> {
      await store.resetKey(keyOf(key));
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;

/**
 * A throttle per client address: every per-address limit is one of these, so each counts a
 * client's network (`clientNetworkOf`: an IPv4 address, or an IPv6 /64), never a bare address
 * an IPv6 line has billions of. `scope` keys the network within something else (an account).
 * Its `keyedBy` sets it apart from a plain throttle, so a service that asks for one cannot be
 * handed the other.
 */
export function createAddressThrottle(options: ThrottleOptions) {
  const throttle = createThrottle(options);
  const keyOf = (ip: string, scope?: string) =>
    scope === undefined ? clientNetworkOf(ip) : `${scope}|${clientNetworkOf(ip)}`;
  return {
    keyedBy: "client-network" as const,
    check: (ip: string, scope?: string) => throttle.check(keyOf(ip, scope)),
    hit: (ip: string, scope?: string) => throttle.hit(keyOf(ip, scope)),
    release: (ip: string, scope?: string) => throttle.release(keyOf(ip, scope)),
    reset: (ip: string, scope?: string) => throttle.reset(keyOf(ip, scope)),
  };
}

export type AddressThrottle = ReturnType<typeof createAddressThrottle>;
