import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../db/client";
import { sessions } from "../db/schema";
import { accountLinkKinds, revokeUnusedLinks } from "./tokens/account-links";
import { tokenKinds } from "./tokens/token-kinds";

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
 * every unused link of the account whose kind says a credential change revokes it (set-password
 * invitations, resets and e-mail verification: `tokenKinds`), and every session but the one
 * making the change (`keepSessionHash`, the stored hash of the cookie's token). Run inside the
 * change's own transaction, so the change and the revocation land together or not at all. Booking manage links are not account credentials and stay.
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
  const links = await revokeUnusedLinks(
    tx,
    userId,
    accountLinkKinds.filter((kind) => tokenKinds[kind].revokedOnCredentialChange),
  );
  return {
    reason,
    sessions: ended.length,
    invitations: links.invitation,
    resets: links.reset,
    verifications: links.verification,
  };
}
