import { and, eq, isNull } from "drizzle-orm";
import type { PublicUser } from "~/shared/schemas/auth";
import { systemClock } from "../../clock";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { passwordTokens, users } from "../../db/schema";
import { revokeAllFor } from "../../security/revoke-credentials";
import { anyLink, findUsableLink, spendLink } from "../../security/tokens/account-links";
import { type Actor, recordAudit } from "../admin/audit-log";
import { queueMail } from "../mail/outbox";
import { passwordChangedMail } from "../mail/templates/account-mails";
import { setPasswordMail } from "../mail/templates/set-password-mail";
import { type AccountLinkDeps, mailAccountLink } from "./mail-account-link";
import { PASSWORD_LINK_HOURS, passwordLinkUrl } from "./password-links";
import { hashPassword, passwordProblem } from "./passwords";
import { toPublicUser } from "./users";

class LinkNoLongerValid extends Error {}

type Tx = Pick<Database, "insert" | "delete" | "update">;

/** Which kind of link a token is: a new account's first password, or a forgotten one. */
export type PasswordLinkPurpose = (typeof passwordTokens.$inferSelect)["purpose"];

export type CreateStaffResult = { kind: "ok"; user: PublicUser } | { kind: "email-taken" };

export type ResendLinkResult =
  | { kind: "ok"; user: PublicUser }
  | { kind: "not-found" }
  /** The person has chosen a password, or the account is disabled: no link to send. */
  | { kind: "not-needed" };

export type SetPasswordResult =
  | { kind: "ok"; user: PublicUser; mailed?: boolean }
  | { kind: "invalid-link" }
  | { kind: "weak-password"; message: string };

/**
 * New staff accounts and their one-time "set your password" links. The link's token is sent
 * by e-mail (through the outbox, in the same transaction) and only its hash is stored.
 */
export function createStaffInvitations(deps: AccountLinkDeps) {
  const { db } = deps;
  const now = deps.clock ?? (() => systemClock.now());

  /** Replaces any unused link with a fresh one and queues the e-mail that carries it. */
  async function issueLink(
    tx: Tx,
    user: { id: string; name: string; email: string },
    actor: Actor,
  ): Promise<void> {
    const firm = await deps.firm.facts();
    await mailAccountLink(
      tx,
      { secret: deps.secret, kind: "invitation", userId: user.id, now: now() },
      {
        to: user.email,
        purpose: "password-link",
        render: (token) =>
          setPasswordMail({
            name: user.name,
            link: passwordLinkUrl(deps.siteUrl, token),
            hours: PASSWORD_LINK_HOURS,
            invitedBy: actor.name,
            firm,
          }),
      },
    );
  }

  /**
   * The still-usable link's row and its person, or undefined. Invitations and resets share a
   * table and a label, so one look-up finds either.
   */
  const findUsable = (token: string) => findUsableLink(db, deps.secret, "invitation", token, now());

  return {
    async createStaff(
      actor: Actor,
      input: { name: string; email: string; role: "staff" | "admin" },
    ): Promise<CreateStaffResult> {
      try {
        const user = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(users)
            .values({ name: input.name, email: input.email, role: input.role, passwordHash: null })
            .returning();
          if (!created) throw new Error("insert returned no row");
          await issueLink(tx, created, actor);
          await recordAudit(tx, actor, {
            action: "user.create",
            entityType: "user",
            entityId: created.id,
            summary: `Created ${input.role === "admin" ? "an administrator" : "a staff"} account for ${input.name} and e-mailed a link to set a password`,
            details: { role: input.role },
          });
          return created;
        });
        deps.onMailQueued?.();
        return { kind: "ok", user: toPublicUser(user) };
      } catch (err) {
        // The database decides uniqueness, so two admins adding one person at once get one account.
        if (isUniqueViolation(err)) return { kind: "email-taken" };
        throw err;
      }
    },

    /** A new link for someone who has not set a password yet; the old link stops working. */
    async resendLink(actor: Actor, userId: string): Promise<ResendLinkResult> {
      const result = await db.transaction(async (tx): Promise<ResendLinkResult> => {
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
        if (!user) return { kind: "not-found" };
        if (user.passwordHash || user.disabledAt) return { kind: "not-needed" };
        await issueLink(tx, user, actor);
        await recordAudit(tx, actor, {
          action: "user.resend-link",
          entityType: "user",
          entityId: user.id,
          summary: `Sent ${user.name} a new link to set a password`,
        });
        return { kind: "ok", user: toPublicUser(user) };
      });
      if (result.kind === "ok") deps.onMailQueued?.();
      return result;
    },

    /** For the set-password page: whose link this is and what for, if it still works. */
    async findLink(
      token: string,
    ): Promise<{ name: string; email: string; purpose: PasswordLinkPurpose } | undefined> {
      const row = await findUsable(token);
      return row
        ? { name: row.user.name, email: row.user.email, purpose: row.token.purpose }
        : undefined;
    },

    /**
     * What a link that no longer works was for (used, run out or replaced), so its page can
     * speak to the person it was sent to; undefined for a token that was never ours.
     */
    async spentLinkPurpose(token: string): Promise<PasswordLinkPurpose | undefined> {
      const [row] = await db
        .select({ purpose: passwordTokens.purpose })
        .from(passwordTokens)
        .where(anyLink(deps.secret, "invitation", token));
      return row?.purpose;
    },

    /**
     * Sets the password and uses the link up, in one transaction. The conditional update is
     * what makes the link single-use: of two submissions at once, only one finds it unused.
     */
    async setPassword(token: string, password: string): Promise<SetPasswordResult> {
      const found = await findUsable(token);
      if (!found) return { kind: "invalid-link" };
      const problem = passwordProblem(password, {
        name: found.user.name,
        email: found.user.email,
      });
      if (problem) return { kind: "weak-password", message: problem };
      const passwordHash = await hashPassword(password);
      return db
        .transaction(async (tx): Promise<SetPasswordResult> => {
          const kind = found.token.purpose === "reset" ? "reset" : "invitation";
          const used = await spendLink(tx, kind, found.token.id, now());
          if (!used) return { kind: "invalid-link" };
          const [user] = await tx
            .update(users)
            .set({
              passwordHash,
              passwordChangeRequired: false,
              // The link arrived at the address, which is all verifying it proves.
              emailVerifiedAt: found.user.emailVerifiedAt ?? now(),
              updatedAt: now(),
            })
            .where(and(eq(users.id, found.user.id), isNull(users.disabledAt)))
            .returning();
          // Disabled since the link was checked: undo using the link too.
          if (!user) throw new LinkNoLongerValid();
          const reset = found.token.purpose === "reset";
          // A new password ends any session opened with the old one, and every other link.
          await revokeAllFor(tx, user.id, reset ? "password-reset" : "password-changed");
          if (reset) {
            await queueMail(tx, {
              idempotencyKey: `user:${user.id}:password-changed:${found.token.id}`,
              to: [user.email],
              ...passwordChangedMail({
                name: user.name,
                how: "with a reset link",
                firm: await deps.firm.facts(),
              }),
            });
          }
          await recordAudit(
            tx,
            { id: user.id, name: user.name },
            {
              action: reset ? "user.password-reset" : "user.password-set",
              entityType: "user",
              entityId: user.id,
              summary: reset
                ? `${user.name} reset a forgotten password with an e-mailed link`
                : `${user.name} set a password with an e-mailed link`,
            },
          );
          return { kind: "ok", user: toPublicUser(user), mailed: reset };
        })
        .then((result) => {
          if (result.kind === "ok" && result.mailed) deps.onMailQueued?.();
          return result;
        })
        .catch((err: unknown): SetPasswordResult => {
          if (err instanceof LinkNoLongerValid) return { kind: "invalid-link" };
          throw err;
        });
    },
  };
}

export type StaffInvitations = ReturnType<typeof createStaffInvitations>;
