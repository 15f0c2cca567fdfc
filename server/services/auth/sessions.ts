import { and, eq, gt, isNull } from "drizzle-orm";
import { systemClock } from "../../clock";
import type { Database } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { newSecretToken } from "../../security/tokens/hash-token";
import { hashSessionToken } from "../../security/tokens/session-tokens";

export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
// Sliding the expiry on every request would write on every page view; an hour is plenty.
const SLIDE_AFTER_MS = 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;

export interface ResolvedSession {
  user: UserRow;
  expiresAt: Date;
  /** True when the expiry moved, so the cookie should be sent again with the new lifetime. */
  slid: boolean;
}

/** Sessions are rows: revocable, shared by every instance, never in process memory. */
export function createSessionStore(
  db: Database,
  secret: string,
  clock: () => Date = () => systemClock.now(),
) {
  return {
    async create(userId: string): Promise<{ token: string; expiresAt: Date }> {
      const now = clock();
      const token = newSecretToken();
      const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
      await db.insert(sessions).values({
        tokenHash: hashSessionToken(secret, token),
        userId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt,
        absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
      });
      return { token, expiresAt };
    },

    /** The signed-in user for a cookie's token, or null if it is unknown, expired or disabled. */
    async resolve(token: string): Promise<ResolvedSession | null> {
      const now = clock();
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, hashSessionToken(secret, token)),
            gt(sessions.expiresAt, now),
            isNull(users.disabledAt),
          ),
        );
      if (!row) return null;
      const { session, user } = row;
      if (now.getTime() - session.lastSeenAt.getTime() < SLIDE_AFTER_MS) {
        return { user, expiresAt: session.expiresAt, slid: false };
      }
      const expiresAt = new Date(
        Math.min(now.getTime() + SESSION_IDLE_MS, session.absoluteExpiresAt.getTime()),
      );
      await db
        .update(sessions)
        .set({ lastSeenAt: now, expiresAt })
        .where(eq(sessions.id, session.id));
      return { user, expiresAt, slid: true };
    },

    async revoke(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(secret, token)));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
