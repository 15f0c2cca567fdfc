import { eq } from "drizzle-orm";
import { systemClock } from "../../clock";
import { users } from "../../db/schema";
import type { Logger } from "../../logger";
import type { AddressThrottle, Throttle } from "../limits/throttle";
import { passwordResetMail } from "../mail/templates/account-mails";
import { type AccountLinkDeps, mailAccountLink } from "./mail-account-link";
import { passwordLinkUrl, RESET_LINK_HOURS } from "./password-links";

export type ResetRequestResult =
  /** The same for every address, known or not: the answer reveals nothing. */
  | { kind: "accepted" }
  /** Too many requests from one network address, whichever addresses they named. */
  | { kind: "rate-limited"; retryAfterSeconds: number };

/**
 * "Forgotten your password?" for clients and staff alike. The answer is decided before the
 * address is looked up, and the lookup and the mail happen after the answer has gone, so a
 * known and an unknown address take the same path for the same time by construction.
 */
export function createPasswordResets(
  deps: AccountLinkDeps & {
    logger: Logger;
    /** Requests from one network address. */
    byIp: AddressThrottle;
    /** Links mailed to one account: past it, no new mail, but the newest link still works. */
    byAccount: Throttle;
  },
) {
  const { db } = deps;
  const now = deps.clock ?? (() => systemClock.now());
  const inFlight = new Set<Promise<void>>();

  /** Looks the address up and, for a usable account, replaces its reset link and mails it. */
  async function mailLink(email: string): Promise<void> {
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (!user || user.disabledAt) return;
    // The owner is never locked out: a refused request leaves the last link mailed working.
    if ((await deps.byAccount.hit(user.id)).limited) {
      deps.logger.warn({ event: "password-reset.limited", userId: user.id }, "reset not mailed");
      return;
    }
    const firm = await deps.firm.facts();
    await db.transaction((tx) =>
      mailAccountLink(
        tx,
        { secret: deps.secret, kind: "reset", userId: user.id, now: now() },
        {
          to: user.email,
          purpose: "password-reset",
          render: (token) =>
            passwordResetMail({
              name: user.name,
              link: passwordLinkUrl(deps.siteUrl, token),
              hours: RESET_LINK_HOURS,
              firm,
            }),
        },
      ),
    );
    deps.logger.info({ event: "password-reset.mailed", userId: user.id }, "reset link queued");
    deps.onMailQueued?.();
  }

  return {
    async request(email: string, meta: { ip: string }): Promise<ResetRequestResult> {
      const byIp = await deps.byIp.hit(meta.ip);
      if (byIp.limited) return { kind: "rate-limited", retryAfterSeconds: byIp.retryAfterSeconds };
      // Never awaited: the answer must not wait on, or reveal, what happens to the address.
      const work = mailLink(email)
        .catch((err: unknown) =>
          deps.logger.error({ err, event: "password-reset.failed" }, "reset link not queued"),
        )
        .finally(() => inFlight.delete(work));
      inFlight.add(work);
      return { kind: "accepted" };
    },

    /** Resolves once every request's background work has finished (graceful shutdown, tests). */
    async settled(): Promise<void> {
      await Promise.all([...inFlight]);
    },
  };
}

export type PasswordResets = ReturnType<typeof createPasswordResets>;
