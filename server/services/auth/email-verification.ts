import { and, eq, gt, isNull } from "drizzle-orm";
import { VERIFY_LINK_HOURS } from "~/shared/auth/link-lifetimes";
import { systemClock } from "../../clock";
import type { Database, Transaction } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { emailTokens, users } from "../../db/schema";
import { revokeAllFor } from "../../security/revoke-credentials";
import { findUsableLink, spendLink } from "../../security/tokens/account-links";
import { hashSessionToken } from "../../security/tokens/session-tokens";
import type { MailBudget, MailBudgetResult } from "../limits/mail-budget";
import { verifyEmailMail } from "../mail/templates/account-mails";
import { type AccountLinkDeps, mailAccountLink } from "./mail-account-link";

export { VERIFY_LINK_HOURS };

export function verifyLinkUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/auth/verify-email/${token}`;
}

type Tx = Pick<Database, "insert" | "delete" | "update">;

export type VerifyResult =
  | { kind: "verified"; userId: string; email: string; changed: boolean }
  | { kind: "invalid-link" }
  /** An e-mail change whose new address has since been taken by another account. */
  | { kind: "email-taken" };

class AddressTaken extends Error {}

/**
 * Proving a person receives mail at an address: a new account's, or the new address of an
 * e-mail change, which is applied only when its link is used. The token is mailed through the
 * outbox; the table keeps only its keyed hash.
 */
export function createEmailVerification(
  deps: AccountLinkDeps & {
    /** Every link mailed here counts against its recipient's and account's hourly budget. */
    budget?: MailBudget;
  },
) {
  const { db } = deps;
  const now = deps.clock ?? (() => systemClock.now());
  const keep = (sessionToken: string | undefined) => ({
    keepSessionHash: sessionToken ? hashSessionToken(deps.secret, sessionToken) : undefined,
  });

  /** Spends one mail of the budget, then issues the link in a transaction of its own. */
  async function issue(
    user: { id: string; name: string },
    email: string,
    change: boolean,
    /** Runs in the same transaction before the link is made (an e-mail change revokes). */
    before?: (tx: Transaction) => Promise<unknown>,
  ): Promise<MailBudgetResult> {
    const spent = (await deps.budget?.spend({ to: email, accountId: user.id })) ?? {
      kind: "within",
    };
    if (spent.kind === "spent") return spent;
    await db.transaction(async (tx) => {
      await before?.(tx);
      await issueIn(tx, user, email, change);
    });
    deps.onMailQueued?.();
    return spent;
  }

  /** Replaces the account's unused links with one for `email`, and queues the mail. */
  async function issueIn(
    tx: Tx,
    user: { id: string; name: string },
    email: string,
    change: boolean,
  ) {
    const firm = await deps.firm.facts();
    await mailAccountLink(
      tx,
      { secret: deps.secret, kind: "verification", userId: user.id, now: now(), email },
      {
        to: email,
        purpose: "verify-email",
        render: (token) =>
          verifyEmailMail({
            name: user.name,
            link: verifyLinkUrl(deps.siteUrl, token),
            hours: VERIFY_LINK_HOURS,
            change,
            firm,
          }),
      },
    );
  }

  const findUsable = (token: string) =>
    findUsableLink(db, deps.secret, "verification", token, now());

  return {
    /**
     * A link to the account's own address (after registering, or asked for again), unless the
     * hour's budget for the address or the account is spent: then nothing is sent.
     */
    sendLink(user: { id: string; name: string; email: string }): Promise<MailBudgetResult> {
      return issue(user, user.email, false);
    },

    /**
     * At sign-in, for an account that has not confirmed its address (one made before
     * verification existed): a link, unless one sent earlier still works.
     */
    async sendLinkIfNone(user: { id: string; name: string; email: string }): Promise<void> {
      // An unused link that still works is enough; a spent budget just sends nothing now.
      const [live] = await db
        .select({ id: emailTokens.id })
        .from(emailTokens)
        .where(
          and(
            eq(emailTokens.userId, user.id),
            eq(emailTokens.email, user.email),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, now()),
          ),
        );
      if (!live) await this.sendLink(user);
    },

    /** A link to a new address; the account keeps its old one until the link is used. */
    sendChangeLink(
      user: { id: string; name: string },
      newEmail: string,
      options: { keepSessionToken?: string } = {},
    ): Promise<MailBudgetResult> {
      // Asking for a new address revokes every link and other session first (ADR 026): a reset
      // link sent to the old address must not outlive the change.
      return issue(user, newEmail, true, (tx) =>
        revokeAllFor(tx, user.id, "email-change-requested", keep(options.keepSessionToken)),
      );
    },

    /** For the confirmation page: the address the link is for, if it still works. */
    async findLink(token: string): Promise<{ email: string; change: boolean } | undefined> {
      const row = await findUsable(token);
      return row
        ? { email: row.token.email, change: row.token.email !== row.user.email }
        : undefined;
    },

    /** Uses the link up and marks the address verified (changing to it first, for a change). */
    async verify(
      token: string,
      options: { keepSessionToken?: string } = {},
    ): Promise<VerifyResult> {
      const found = await findUsable(token);
      if (!found) return { kind: "invalid-link" };
      const changed = found.token.email !== found.user.email;
      return db
        .transaction(async (tx): Promise<VerifyResult> => {
          const used = await spendLink(tx, "verification", found.token.id, now());
          if (!used) return { kind: "invalid-link" };
          try {
            await tx
              .update(users)
              .set({ email: found.token.email, emailVerifiedAt: now(), updatedAt: now() })
              .where(eq(users.id, found.user.id));
          } catch (err) {
            if (isUniqueViolation(err)) throw new AddressTaken();
            throw err;
          }
          // A changed address: nothing issued before it (a reset link to the old address, a
          // session opened with it) works any more. Proving a new account's own address
          // changes no credential, so its sessions stay.
          if (changed) {
            await revokeAllFor(
              tx,
              found.user.id,
              "email-confirmed",
              keep(options.keepSessionToken),
            );
          }
          return { kind: "verified", userId: found.user.id, email: found.token.email, changed };
        })
        .catch((err: unknown): VerifyResult => {
          if (err instanceof AddressTaken) return { kind: "email-taken" };
          throw err;
        });
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
