import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { passwordTokens, users } from "../../server/db/schema";
import { revokeAllFor } from "../../server/security/revoke-credentials";
import {
  type AccountLinkKind,
  accountLinkKinds,
  findAccountLink,
  findUsableLink,
  issueAccountLink,
  spendLink,
} from "../../server/security/tokens/account-links";
import { hashToken, newSecretToken } from "../../server/security/tokens/hash-token";
import { tokenKinds } from "../../server/security/tokens/token-kinds";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

/**
 * Issue 28 item 5: every kind of account link in the token module's registry works once, stops
 * working when spent, when it expires and when the account's credentials change. A kind added
 * to the registry is tested here without a line more.
 */

const SECRET = "token-kinds-test-secret-0123456789abcdef";
const HOUR = 60 * 60 * 1000;
const issuedAt = new Date("2026-11-27T09:00:00Z");
const later = (ms: number) => new Date(issuedAt.getTime() + ms);

let database: TestDatabase;
const db = () => database.handle.db;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database.dispose());

let accounts = 0;
async function newAccount(): Promise<string> {
  accounts += 1;
  const [user] = await db()
    .insert(users)
    .values({ name: "Tom Token", email: `token-${accounts}@example.com` })
    .returning({ id: users.id });
  return user?.id ?? "";
}

async function issue(kind: AccountLinkKind, userId: string) {
  return db().transaction((tx) =>
    issueAccountLink(tx, SECRET, kind, { userId, now: issuedAt, email: "new@example.com" }),
  );
}

const spend = (kind: AccountLinkKind, id: string, at: Date) =>
  db().transaction((tx) => spendLink(tx, kind, id, at));

describe.each(accountLinkKinds)("a %s link", (kind) => {
  const lifetimeMs = tokenKinds[kind].lifetimeHours * HOUR;

  test("works until it is spent, and spent twice at once it is spent once", async () => {
    const userId = await newAccount();
    const { token, id } = await issue(kind, userId);
    expect(await findAccountLink(db(), SECRET, kind, token, later(1000))).toEqual({ id, userId });
    const spent = await Promise.all([spend(kind, id, later(2000)), spend(kind, id, later(2000))]);
    expect(spent.filter(Boolean)).toHaveLength(1);
    expect(await findAccountLink(db(), SECRET, kind, token, later(3000))).toBeUndefined();
    expect(await spend(kind, id, later(4000))).toBe(false);
  });

  test("stops working once its lifetime has passed", async () => {
    const { token, id } = await issue(kind, await newAccount());
    expect(
      await findAccountLink(db(), SECRET, kind, token, later(lifetimeMs - 1000)),
    ).toBeDefined();
    expect(await findAccountLink(db(), SECRET, kind, token, later(lifetimeMs))).toBeUndefined();
    expect(await spend(kind, id, later(lifetimeMs + 1000))).toBe(false);
  });

  test("stops working after revokeAllFor (a password change)", async () => {
    const userId = await newAccount();
    const { token } = await issue(kind, userId);
    const revoked = await db().transaction((tx) => revokeAllFor(tx, userId, "password-changed"));
    const counted = { invitation: "invitations", reset: "resets", verification: "verifications" };
    expect(revoked[counted[kind] as "invitations" | "resets" | "verifications"]).toBe(1);
    expect(await findAccountLink(db(), SECRET, kind, token, later(1000))).toBeUndefined();
  });

  test("does not work once its account is disabled", async () => {
    const userId = await newAccount();
    const { token } = await issue(kind, userId);
    expect(await findUsableLink(db(), SECRET, kind, token, later(1000))).toBeDefined();
    await db()
      .update(users)
      .set({ disabledAt: later(500) })
      .where(eq(users.id, userId));
    expect(await findUsableLink(db(), SECRET, kind, token, later(1000))).toBeUndefined();
  });

  test("is found only with the secret it was issued under", async () => {
    const { token } = await issue(kind, await newAccount());
    expect(
      await findAccountLink(db(), `${SECRET}-other`, kind, token, later(1000)),
    ).toBeUndefined();
  });

  test("replaces the account's unused link of its kind: the older stops working", async () => {
    const userId = await newAccount();
    const first = await issue(kind, userId);
    const second = await issue(kind, userId);
    expect(await findAccountLink(db(), SECRET, kind, first.token, later(1000))).toBeUndefined();
    expect(await findAccountLink(db(), SECRET, kind, second.token, later(1000))).toBeDefined();
  });
});

/** A set-password link as it was stored before issue 28: plain SHA-256 of the token, in hex. */
async function storeOldFormLink(userId: string, purpose: "invite" | "reset", expiresAt: Date) {
  const token = newSecretToken();
  const [row] = await db()
    .insert(passwordTokens)
    .values({
      userId,
      purpose,
      tokenHash: createHash("sha256").update(token).digest("hex"),
      expiresAt,
    })
    .returning({ id: passwordTokens.id });
  return { token, id: row?.id ?? "" };
}

describe.each([
  ["invitation", "invite"],
  ["reset", "reset"],
] as const)("a %s link e-mailed before issue 28 (stored as plain SHA-256)", (kind, purpose) => {
  test("still works, once, until it expires", async () => {
    const userId = await newAccount();
    const { token, id } = await storeOldFormLink(userId, purpose, later(HOUR));
    expect(await findAccountLink(db(), SECRET, kind, token, later(1000))).toEqual({ id, userId });
    expect(await spend(kind, id, later(2000))).toBe(true);
    expect(await findAccountLink(db(), SECRET, kind, token, later(3000))).toBeUndefined();
  });

  test("stops working when it expires", async () => {
    const { token, id } = await storeOldFormLink(await newAccount(), purpose, later(HOUR));
    expect(await findAccountLink(db(), SECRET, kind, token, later(HOUR))).toBeUndefined();
    expect(await spend(kind, id, later(HOUR + 1000))).toBe(false);
  });

  test("stops working after revokeAllFor", async () => {
    const userId = await newAccount();
    const { token } = await storeOldFormLink(userId, purpose, later(HOUR));
    await db().transaction((tx) => revokeAllFor(tx, userId, "password-reset"));
    expect(await findAccountLink(db(), SECRET, kind, token, later(1000))).toBeUndefined();
  });
});

test("a new set-password link is stored keyed under the secret, not in the old plain form", async () => {
  const { token, id } = await issue("reset", await newAccount());
  const [row] = await db()
    .select({ tokenHash: passwordTokens.tokenHash })
    .from(passwordTokens)
    .where(eq(passwordTokens.id, id));
  expect(row?.tokenHash).toBe(hashToken(SECRET, "reset", token));
  expect(row?.tokenHash).not.toBe(createHash("sha256").update(token).digest("hex"));
});
