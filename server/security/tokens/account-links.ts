import { and, eq, gt, inArray, isNull, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailTokens, passwordTokens, users } from "../../db/schema";
import { hashToken, newSecretToken, storedForms } from "./hash-token";
import { type TokenKindName, tokenKinds } from "./token-kinds";

const linkTables = { password_tokens: passwordTokens, email_tokens: emailTokens } as const;

/** The stores that hold an account's single-use links; any other store is not an account link. */
type AccountLinkStore = keyof typeof linkTables;
const isAccountLinkStore = (store: string): store is AccountLinkStore =>
  Object.hasOwn(linkTables, store);

/** The kinds kept as single-use rows of an account: set-password and verification links. */
export type AccountLinkKind = {
  [K in TokenKindName]: (typeof tokenKinds)[K]["store"] extends AccountLinkStore ? K : never;
}[TokenKindName];

export const accountLinkKinds = (Object.keys(tokenKinds) as TokenKindName[]).filter(
  (kind): kind is AccountLinkKind => isAccountLinkStore(tokenKinds[kind].store),
);

/** Both tables have the same columns for a link; drizzle cannot type a union of tables. */
type LinkTable = typeof emailTokens;
const tableOf = (kind: AccountLinkKind) => linkTables[tokenKinds[kind].store] as LinkTable;

/** Password links keep which kind they are in `purpose`; a verification table holds one kind. */
const passwordPurposes = { invitation: "invite", reset: "reset" } as const;

type Tx = Pick<Database, "insert" | "delete" | "update">;

/**
 * Issues a link of `kind` for an account, replacing its unused one of the same kind (a new link
 * makes the last one stop working). Returns the token for the e-mail and the row's id.
 */
export async function issueAccountLink(
  tx: Tx,
  secret: string,
  kind: AccountLinkKind,
  /** `email`: for a verification link, the address it proves. */
  input: { userId: string; now: Date; email?: string },
): Promise<{ token: string; id: string }> {
  if (kind === "verification" && !input.email) {
    throw new Error("a verification link needs the address it proves");
  }
  await revokeUnusedLinks(tx, input.userId, [kind]);
  const token = newSecretToken();
  const lifetimeMs = tokenKinds[kind].lifetimeHours * 60 * 60 * 1000;
  const common = {
    userId: input.userId,
    tokenHash: hashToken(secret, kind, token),
    expiresAt: new Date(input.now.getTime() + lifetimeMs),
  };
  const [row] =
    kind === "verification"
      ? await tx
          .insert(emailTokens)
          .values({ ...common, email: input.email ?? "" })
          .returning({ id: emailTokens.id })
      : await tx
          .insert(passwordTokens)
          .values({ ...common, purpose: passwordPurposes[kind] })
          .returning({ id: passwordTokens.id });
  if (!row) throw new Error("insert returned no row");
  return { token, id: row.id };
}

/**
 * The condition that finds a still-usable link by its token, in any stored form it may have
 * (the current scheme, then older ones until their links expire). Kinds sharing a table and a
 * label (invitations and resets) are found together, as the page does not know which it is.
 */
export function usableLink(secret: string, kind: AccountLinkKind, token: string, now: Date): SQL {
  const table = tableOf(kind);
  return and(
    inArray(table.tokenHash, storedForms(secret, kind, token)),
    isNull(table.usedAt),
    gt(table.expiresAt, now),
  ) as SQL;
}

/** A still-usable link of `kind` by its token: its row's id and account, or undefined. */
export async function findAccountLink(
  db: Pick<Database, "select">,
  secret: string,
  kind: AccountLinkKind,
  token: string,
  now: Date,
): Promise<{ id: string; userId: string } | undefined> {
  const table = tableOf(kind);
  const [row] = await db
    .select({ id: table.id, userId: table.userId })
    .from(table)
    .where(usableLink(secret, kind, token, now));
  return row;
}

/** The row a kind's link is kept in. */
export type AccountLinkRow<K extends AccountLinkKind> = K extends "verification"
  ? typeof emailTokens.$inferSelect
  : typeof passwordTokens.$inferSelect;

/**
 * A still-usable link by its token with the account it belongs to, or undefined. A disabled
 * account's links do not work.
 */
export async function findUsableLink<K extends AccountLinkKind>(
  db: Pick<Database, "select">,
  secret: string,
  kind: K,
  token: string,
  now: Date,
): Promise<{ token: AccountLinkRow<K>; user: typeof users.$inferSelect } | undefined> {
  const table = tableOf(kind);
  const [row] = await db
    .select({ token: table, user: users })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(and(usableLink(secret, kind, token, now), isNull(users.disabledAt)));
  // The table is the kind's own (tableOf), so its row is the kind's row type.
  return row as { token: AccountLinkRow<K>; user: typeof users.$inferSelect } | undefined;
}

/** The condition that finds a link by its token, used or not (to say what a spent link was). */
export function anyLink(secret: string, kind: AccountLinkKind, token: string): SQL {
  return inArray(tableOf(kind).tokenHash, storedForms(secret, kind, token));
}

/**
 * Uses a link up. The conditional update is what makes a link single-use: of two spends at
 * once, only one finds it unused, and only that one is told true.
 */
export async function spendLink(
  tx: Pick<Database, "update">,
  kind: AccountLinkKind,
  id: string,
  now: Date,
): Promise<boolean> {
  const table = tableOf(kind);
  const [spent] = await tx
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(table.id, id), isNull(table.usedAt), gt(table.expiresAt, now)))
    .returning({ id: table.id });
  return spent !== undefined;
}

/**
 * Deletes the account's unused links of the given kinds and says how many of each went. Only
 * `issueAccountLink` (a new link replacing the last) and `revokeAllFor` (ADR 026) call this.
 */
export async function revokeUnusedLinks(
  tx: Pick<Database, "delete">,
  userId: string,
  kinds: readonly AccountLinkKind[],
): Promise<Record<AccountLinkKind, number>> {
  const counts: Record<AccountLinkKind, number> = { invitation: 0, reset: 0, verification: 0 };
  const wanted = new Set(kinds);
  if (wanted.has("verification")) {
    const gone = await tx
      .delete(emailTokens)
      .where(and(eq(emailTokens.userId, userId), isNull(emailTokens.usedAt)))
      .returning({ id: emailTokens.id });
    counts.verification = gone.length;
  }
  const purposes = (["invitation", "reset"] as const).filter((k) => wanted.has(k));
  if (purposes.length > 0) {
    const gone = await tx
      .delete(passwordTokens)
      .where(
        and(
          eq(passwordTokens.userId, userId),
          isNull(passwordTokens.usedAt),
          inArray(
            passwordTokens.purpose,
            purposes.map((k) => passwordPurposes[k]),
          ),
        ),
      )
      .returning({ purpose: passwordTokens.purpose });
    for (const row of gone) counts[row.purpose === "invite" ? "invitation" : "reset"] += 1;
  }
  return counts;
}
