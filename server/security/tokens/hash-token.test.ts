import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { secretTokenPattern } from "~/shared/auth/secret-token-pattern";
import { accountLinkKinds } from "./account-links";
import {
  hashToken,
  issueToken,
  newSecretToken,
  sameSecret,
  signFor,
  storedForms,
} from "./hash-token";
import { hashSessionToken } from "./session-tokens";
import { type TokenKindName, tokenKinds } from "./token-kinds";

const kinds = Object.keys(tokenKinds) as TokenKindName[];

test("a new token is 256 random bits that the one token pattern accepts, never the same twice", () => {
  const a = newSecretToken();
  expect(a).toMatch(secretTokenPattern);
  expect(Buffer.from(a, "base64url")).toHaveLength(32);
  expect(newSecretToken()).not.toBe(a);
  expect(secretTokenPattern.test(`${a}x`)).toBe(false);
});

// Pinned: a change here would break every manage and verification link already e-mailed and
// sign out every session.
test("manage links, verification links and sessions keep the stored form they were first saved in", () => {
  expect(hashToken("secret", "manage", "token")).toBe(
    "7CATsi1pAhWquACgWS5n8_7QuYRbWmJ7zRCfJbdVXTI",
  );
  expect(hashToken("secret", "verification", "token")).toBe(
    "M72q1UvjReW57qutlmeAimA19pIQhO-XeAEwPeY_d5I",
  );
  expect(hashSessionToken("secret", "token")).toBe("6UERDj0r_oJiHw4-FDRzDXMF0QbF9oyHFl0LJ6RhGko");
});

test("set-password links are stored keyed under the secret, and their old plain SHA-256 form is still looked for", () => {
  const oldForm = createHash("sha256").update("token").digest("hex");
  for (const kind of ["invitation", "reset"] as const) {
    const [current, ...older] = storedForms("secret", kind, "token");
    expect(current).toBe(hashToken("secret", kind, "token"));
    expect(current).not.toBe(hashToken("another secret", kind, "token"));
    expect(older).toEqual([oldForm]);
  }
  // A kind with no older form is looked for in its current form alone.
  expect(storedForms("secret", "manage", "token")).toEqual([
    hashToken("secret", "manage", "token"),
  ]);
});

test("a token hashed for one kind matches no other kind kept elsewhere", () => {
  for (const a of kinds) {
    for (const b of kinds) {
      if (tokenKinds[a].store === tokenKinds[b].store) continue;
      expect(hashToken("secret", a, "token")).not.toBe(hashToken("secret", b, "token"));
    }
  }
});

test("an issued token expires after its kind's lifetime; a manage link lives as long as its booking", () => {
  const now = new Date("2026-11-27T09:00:00Z");
  const reset = issueToken("secret", "reset", now);
  expect(reset.tokenHash).toBe(hashToken("secret", "reset", reset.token));
  expect(reset.expiresAt?.toISOString()).toBe("2026-11-27T10:00:00.000Z");
  expect(issueToken("secret", "invitation", now).expiresAt?.toISOString()).toBe(
    "2026-11-30T09:00:00.000Z",
  );
  expect(issueToken("secret", "manage", now).expiresAt).toBeNull();
});

test("sameSecret matches only the same secret, whatever the lengths, and never an empty one", () => {
  expect(sameSecret("abc", "abc")).toBe(true);
  expect(sameSecret("abc", "abd")).toBe(false);
  expect(sameSecret("abc", "abcd")).toBe(false);
  expect(sameSecret("", "")).toBe(false);
});

test("a signature made for one purpose fits no other", () => {
  expect(signFor("secret", "form", "x")).not.toBe(signFor("secret", "device", "x"));
  expect(sameSecret(signFor("s", "form", "x"), signFor("s", "form", "x"))).toBe(true);
});

test("a calendar feed lives until revoked, in its own table, and is no account link", () => {
  expect(tokenKinds.calendarFeed).toMatchObject({
    label: "calendar-feed",
    store: "calendar_feeds",
    lifetimeHours: null,
    revokedOnCredentialChange: false,
  });
  expect(issueToken("secret", "calendarFeed", new Date()).expiresAt).toBeNull();
  expect(accountLinkKinds).toEqual(["invitation", "reset", "verification"]);
  // Its label is its own: a feed's token opens nothing else, whatever table it is looked for in.
  for (const other of kinds.filter((k) => k !== "calendarFeed")) {
    expect(tokenKinds[other].label).not.toBe(tokenKinds.calendarFeed.label);
  }
});
