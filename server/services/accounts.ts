import type { Clock } from "../clock";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { removeFirstAdminPasswordFile } from "../first-admin-password-file";
import type { Logger } from "../logger";
import { recordAccountClosure } from "../ops/closures/closure-journal";
import { closeClientAccount, exportAccountData } from "./account/account-data";
import { createClientAccount } from "./account/client-account";
import { createEmailVerification } from "./auth/email-verification";
import { createPasswordRecheck } from "./auth/password-recheck";
import { createPasswordResets } from "./auth/password-resets";
import type { BookingService } from "./booking/booking-service";
import type { FirmFactsSource } from "./firm-facts";
import type { MailBudget } from "./limits/mail-budget";
import { newRateLimitStore } from "./limits/rate-limit-stores";
import { createAddressThrottle, createThrottle } from "./limits/throttle";

const ONE_HOUR = 60 * 60 * 1000;
const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** A person's own account from the public side (issue 20). */
export function createAccountServices(deps: {
  db: Database;
  config: Config;
  logger: Logger;
  onMailQueued?: () => void;
  /** Keys the account links' and sessions' hashes. */
  secret: string;
  bookings: BookingService;
  mailBudget?: MailBudget;
  clock: Clock;
  /** The firm's facts, for the mails' letterhead. */
  firm: FirmFactsSource;
}) {
  const { db, config } = deps;
  const newStore = () => newRateLimitStore(config.rateLimitStore, db, deps.clock);
  // The password asked again in /account is limited as sign-in is (ADR 026).
  const recheck = createPasswordRecheck(
    createThrottle({
      store: newStore(),
      prefix: "password-recheck",
      limit: 10,
      windowMs: FIFTEEN_MINUTES,
      clock: deps.clock,
    }),
  );
  const verification = createEmailVerification({
    db,
    siteUrl: config.siteUrl,
    secret: deps.secret,
    onMailQueued: deps.onMailQueued,
    budget: deps.mailBudget,
    clock: () => deps.clock.now(),
    firm: deps.firm,
  });
  return {
    verification,
    client: createClientAccount({
      db,
      sessionSecret: deps.secret,
      bookings: deps.bookings,
      verification,
      recheck,
      onMailQueued: deps.onMailQueued,
      firm: deps.firm,
      onMadePasswordReplaced: () => removeFirstAdminPasswordFile(config.dataDir),
    }),
    exportData: (userId: string) => exportAccountData(db, userId),
    async close(userId: string, password: string) {
      const result = await closeClientAccount(db, userId, password, recheck);
      // The journal lives outside every snapshot, so restoring one taken before this closure
      // carries it out again (ADR 024): erasure survives restores.
      if (result.kind === "closed") recordAccountClosure(config.dataDir, { userId });
      return result;
    },
    resets: createPasswordResets({
      db,
      siteUrl: config.siteUrl,
      secret: deps.secret,
      logger: deps.logger,
      onMailQueued: deps.onMailQueued,
      clock: () => deps.clock.now(),
      firm: deps.firm,
      byIp: createAddressThrottle({
        store: newStore(),
        prefix: "reset-ip",
        limit: 10,
        windowMs: ONE_HOUR,
        clock: deps.clock,
      }),
      byAccount: createThrottle({
        store: newStore(),
        prefix: "reset-account",
        limit: 3,
        windowMs: ONE_HOUR,
        clock: deps.clock,
      }),
    }),
  };
}

export type AccountServices = ReturnType<typeof createAccountServices>;
