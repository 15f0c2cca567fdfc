import { and, eq, isNull, ne } from "drizzle-orm";
import type { Database } from "../db/client";
import { emailTokens, passwordTokens, sessions } from "../db/schema";

/** Why an account's outstanding credentials were revoked: one word per kind of change. */
export type RevocationReason =
  | "password-changed"
  | "password-reset"
  | "email-change-requested"
  | "email-confirmed"
  | "account-closed"
  | "role-changed"
  | "account-disabled";

export interface Revoked {
  reason: RevocationReason;
  sessions: number;
  /** Unused set-password links by purpose: a role change re-sends an invitation it revoked. */
  invitations: number;
  resets: number;
  verifications: number;
}

type Tx = Pick<Database, "delete">;

/**
 * The one place a credential change revokes what was issued before it (issue 27 item 4):
 * every unused reset link, set-password invitation and e-mail verification link of the account,
 * and every session but the one making the change (`keepSessionHash`, the stored hash of the
 * cookie's token). Run inside the change's own transaction, so the change and the revocation
 * land together or not at all. Booking manage links are not account credentials and stay.
 * Every change to a password, an address, a role or the account's existence calls this; a
 * unit test keeps any other module from deleting these rows itself.
 */
export async function revokeAllFor(
  tx: Tx,
  userId: string,
  reason: RevocationReason,
  options: { keepSessionHash?: string } = {},
): Promise<Revoked> {
  const ended = await tx
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        options.keepSessionHash ? ne(sessions.tokenHash, options.keepSessionHash) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  const links = await tx
    .delete(passwordTokens)
    .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)))
    .returning({ purpose: passwordTokens.purpose });
  const verifications = await tx
    .delete(emailTokens)
    .where(and(eq(emailTokens.userId, userId), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  return {
    reason,
    sessions: ended.length,
    invitations: links.filter((l) => l.purpose === "invite").length,
    resets: links.filter((l) => l.purpose === "reset").length,
    verifications: verifications.length,
  };
}
