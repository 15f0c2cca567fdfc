import { and, asc, count, desc, eq, gt, inArray, isNull, max } from "drizzle-orm";
import type { PublicUser, UserRole } from "~/shared/schemas/auth";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { type Page, pageWithTotal } from "../../db/paging";
import { passwordTokens, sessions, users } from "../../db/schema";
import { revokeAllFor } from "../../security/revoke-credentials";
import { type Actor, recordAudit } from "../admin/audit-log";
import { toPublicUser } from "./users";

const roleLabels: Record<UserRole, string> = {
  admin: "Administrator",
  staff: "Staff",
  client: "Client",
};

/** Which accounts the list shows: the firm's people, or clients who registered on the site. */
export type AccountGroup = "team" | "clients";

export type AccountChangeResult =
  /** `invitationRevoked`: a role change voided an unused set-password link (sent again). */
  | { kind: "ok"; user: PublicUser; invitationRevoked?: boolean }
  | { kind: "not-found" }
  /** An admin may not lock themselves out: another admin must do it. */
  | { kind: "self" }
  /** Already so: nothing written, nothing audited. */
  | { kind: "unchanged"; user: PublicUser };

type Tx = Pick<Database, "select" | "update" | "delete" | "insert">;

/** The Users screen: accounts, roles, disabling and sessions. Admins only (the routes check). */
export function createStaffAccounts(db: Database, clock: Clock) {
  async function lockUser(tx: Tx, id: string) {
    const [user] = await tx.select().from(users).where(eq(users.id, id)).for("update");
    return user;
  }

  async function endSessions(tx: Tx, userId: string): Promise<number> {
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, userId))
      .returning({ id: sessions.id });
    return ended.length;
  }

  return {
    /**
     * A page of accounts with what the sessions table knows: open sessions and the latest
     * sign-in among them (a signed-out session is deleted, so older sign-ins are not known).
     */
    async list(group: AccountGroup, page: Page, now = clock.now()) {
      const roles: UserRole[] = group === "team" ? ["admin", "staff"] : ["client"];
      const open = db
        .select({
          userId: sessions.userId,
          open: count().as("open"),
          lastSignIn: max(sessions.createdAt).as("last_sign_in"),
        })
        .from(sessions)
        .where(gt(sessions.expiresAt, now))
        .groupBy(sessions.userId)
        .as("open_sessions");
      const inGroup = inArray(users.role, roles);
      const { rows, total } = await pageWithTotal(
        db
          .select({ user: users, openSessions: open.open, lastSignIn: open.lastSignIn })
          .from(users)
          .leftJoin(open, eq(open.userId, users.id))
          .where(inGroup)
          .orderBy(asc(users.name), asc(users.id))
          .$dynamic(),
        db.$count(users, inGroup),
        page,
      );
      return {
        total,
        rows: rows.map((r) => ({
          ...toPublicUser(r.user),
          disabled: r.user.disabledAt !== null,
          hasPassword: r.user.passwordHash !== null,
          // No open session: no row in the subquery, so no count either.
          openSessions: r.openSessions ?? 0,
          lastSignIn: r.lastSignIn ? new Date(r.lastSignIn) : null,
        })),
      };
    },

    async get(id: string, now = clock.now()) {
      const [user] = await db.select().from(users).where(eq(users.id, id));
      if (!user) return undefined;
      const [[open], [link]] = await Promise.all([
        db
          .select({ open: count(), lastSignIn: max(sessions.createdAt) })
          .from(sessions)
          .where(and(eq(sessions.userId, id), gt(sessions.expiresAt, now))),
        db
          .select({ expiresAt: passwordTokens.expiresAt })
          .from(passwordTokens)
          .where(
            and(
              eq(passwordTokens.userId, id),
              eq(passwordTokens.purpose, "invite"),
              isNull(passwordTokens.usedAt),
              gt(passwordTokens.expiresAt, now),
            ),
          )
          .orderBy(desc(passwordTokens.expiresAt))
          .limit(1),
      ]);
      return {
        ...toPublicUser(user),
        disabledAt: user.disabledAt,
        hasPassword: user.passwordHash !== null,
        openSessions: open?.open ?? 0,
        lastSignIn: open?.lastSignIn ? new Date(open.lastSignIn) : null,
        linkExpiresAt: link?.expiresAt ?? null,
      };
    },

    /** A new role takes effect at once: the person's sessions carried the old authority. */
    async changeRole(actor: Actor, id: string, role: UserRole): Promise<AccountChangeResult> {
      if (id === actor.id && role !== "admin") return { kind: "self" };
      return db.transaction(async (tx) => {
        const user = await lockUser(tx, id);
        if (!user) return { kind: "not-found" };
        if (user.role === role) return { kind: "unchanged", user: toPublicUser(user) };
        const [updated] = await tx
          .update(users)
          .set({ role, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        const revoked = await revokeAllFor(tx, id, "role-changed");
        await recordAudit(tx, actor, {
          action: "user.role-change",
          entityType: "user",
          entityId: id,
          summary: `Changed ${user.name}'s role from ${roleLabels[user.role]} to ${roleLabels[role]}`,
          details: { from: user.role, to: role },
        });
        return {
          kind: "ok",
          user: toPublicUser(updated ?? user),
          invitationRevoked: revoked.invitations > 0,
        };
      });
    },

    /** Disabling ends every session at once and voids any unused set-password link. */
    async disable(actor: Actor, id: string): Promise<AccountChangeResult> {
      if (id === actor.id) return { kind: "self" };
      return db.transaction(async (tx) => {
        const user = await lockUser(tx, id);
        if (!user) return { kind: "not-found" };
        if (user.disabledAt) return { kind: "unchanged", user: toPublicUser(user) };
        await tx
          .update(users)
          .set({ disabledAt: new Date(), updatedAt: new Date() })
          .where(eq(users.id, id));
        const ended = (await revokeAllFor(tx, id, "account-disabled")).sessions;
        await recordAudit(tx, actor, {
          action: "user.disable",
          entityType: "user",
          entityId: id,
          summary: `Disabled ${user.name}'s account`,
          details: { sessionsEnded: ended },
        });
        return { kind: "ok", user: toPublicUser(user) };
      });
    },

    async enable(actor: Actor, id: string): Promise<AccountChangeResult> {
      return db.transaction(async (tx) => {
        const user = await lockUser(tx, id);
        if (!user) return { kind: "not-found" };
        if (!user.disabledAt) return { kind: "unchanged", user: toPublicUser(user) };
        await tx
          .update(users)
          .set({ disabledAt: null, updatedAt: new Date() })
          .where(eq(users.id, id));
        await recordAudit(tx, actor, {
          action: "user.enable",
          entityType: "user",
          entityId: id,
          summary: `Re-enabled ${user.name}'s account`,
        });
        return { kind: "ok", user: toPublicUser(user) };
      });
    },

    /** Signs the person out everywhere; they can sign in again with their password. */
    async revokeSessions(actor: Actor, id: string): Promise<AccountChangeResult> {
      if (id === actor.id) return { kind: "self" };
      return db.transaction(async (tx) => {
        const user = await lockUser(tx, id);
        if (!user) return { kind: "not-found" };
        const ended = await endSessions(tx, id);
        await recordAudit(tx, actor, {
          action: "user.sessions-revoke",
          entityType: "user",
          entityId: id,
          summary: `Ended ${user.name}'s sessions (${ended})`,
          details: { sessionsEnded: ended },
        });
        return { kind: "ok", user: toPublicUser(user) };
      });
    },
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
