import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import type { Logger } from "../../logger";
import { newRateLimitStore, type RateLimitStoreKind } from "../limits/rate-limit-stores";
import { createAddressThrottle, createThrottle } from "../limits/throttle";
import { createAuthService } from "./auth-service";
import type { EmailVerification } from "./email-verification";
import { createSessionStore } from "./sessions";
import { createTrustedDevices } from "./trusted-devices";
import { createUserStore } from "./users";

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;
const SLOW_LANE_MS = 30 * 1000;

export function createAuth(deps: {
  db: Database;
  sessionSecret: string;
  logger: Logger;
  rateLimitStore: RateLimitStoreKind;
  /** Accounts one network address may register an hour (REGISTER_RATE_LIMIT). */
  registerPerHour?: number;
  /** Mails a new account its verification link (issue 20). */
  verification?: EmailVerification;
  /** Session expiry and sign-in limits read it (server/clock.ts). */
  clock: Clock;
}) {
  const newStore = () => newRateLimitStore(deps.rateLimitStore, deps.db, deps.clock);
  return createAuthService({
    users: createUserStore(deps.db),
    sessions: createSessionStore(deps.db, deps.sessionSecret, () => deps.clock.now()),
    logger: deps.logger,
    verification: deps.verification,
    devices: createTrustedDevices(deps.sessionSecret),
    throttles: {
      loginByIp: createAddressThrottle({
        store: newStore(),
        prefix: "login-ip",
        limit: 10,
        windowMs: FIFTEEN_MINUTES,
        clock: deps.clock,
      }),
      loginByAccountAndIp: createAddressThrottle({
        store: newStore(),
        prefix: "login-account-ip",
        limit: 10,
        windowMs: FIFTEEN_MINUTES,
        clock: deps.clock,
      }),
      loginByDevice: createThrottle({
        store: newStore(),
        prefix: "login-device",
        limit: 10,
        windowMs: FIFTEEN_MINUTES,
        clock: deps.clock,
      }),
      loginByAccount: createThrottle({
        store: newStore(),
        prefix: "login-account",
        limit: 10,
        windowMs: FIFTEEN_MINUTES,
        clock: deps.clock,
      }),
      loginSlowLane: createThrottle({
        store: newStore(),
        prefix: "login-slow",
        limit: 1,
        windowMs: SLOW_LANE_MS,
        clock: deps.clock,
      }),
      registerByIp: createAddressThrottle({
        store: newStore(),
        prefix: "register-ip",
        limit: deps.registerPerHour ?? 5,
        windowMs: ONE_HOUR,
        clock: deps.clock,
      }),
    },
  });
}

export type { AuthService } from "./auth-service";
