import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import { createPasswordResets } from "./auth/password-resets";
import { newRateLimitStore } from "./limits/rate-limit-stores";
import { createThrottle } from "./limits/throttle";

const ONE_HOUR = 60 * 60 * 1000;

/** A person's own account from the public side: forgotten passwords (issue 20). */
export function createAccountServices(deps: {
  db: Database;
  config: Config;
  logger: Logger;
  onMailQueued?: () => void;
}) {
  const { db, config } = deps;
  const newStore = () => newRateLimitStore(config.rateLimitStore, db);
  return {
    resets: createPasswordResets({
      db,
      siteUrl: config.siteUrl,
      logger: deps.logger,
      onMailQueued: deps.onMailQueued,
      byIp: createThrottle({
        store: newStore(),
        prefix: "reset-ip",
        limit: 10,
        windowMs: ONE_HOUR,
      }),
      byAccount: createThrottle({
        store: newStore(),
        prefix: "reset-account",
        limit: 3,
        windowMs: ONE_HOUR,
      }),
    }),
  };
}

export type AccountServices = ReturnType<typeof createAccountServices>;
