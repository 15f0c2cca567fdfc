import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { type TokenKindName, tokenKinds } from "./token-kinds";

/** 256 random bits, URL-safe (43 characters, `secretTokenPattern`). */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A keyed signature of `value` for one purpose, so a signature made for one use fits no other. */
export function signFor(secret: string, purpose: string, value: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${value}`).digest("base64url");
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * The one constant-time comparison of secrets. Digests are compared, so neither the content nor
 * the length of the expected secret leaks through timing; an empty secret matches nothing.
 */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected)) && given.length > 0;
}

/**
 * What the database stores in place of a token: HMAC-SHA-256 under SESSION_SECRET, labelled
 * with the kind (ADR draft "one token module"). The token itself is only ever in the e-mail.
 */
export function hashToken(secret: string, kind: TokenKindName, token: string): string {
  return signFor(secret, tokenKinds[kind].label, token);
}

/**
 * Every stored form a token of this kind may have: the current one first, then the forms used
 * before it, so links already e-mailed keep working until they expire.
 */
export function storedForms(secret: string, kind: TokenKindName, token: string): string[] {
  const legacy = tokenKinds[kind].legacySchemes.map((scheme) => scheme(secret, token));
  return [hashToken(secret, kind, token), ...legacy];
}

export interface IssuedToken {
  /** For the link in the e-mail; never stored. */
  token: string;
  tokenHash: string;
  /** Null for a kind that lives as long as what it opens. */
  expiresAt: Date | null;
}

/** A fresh token of the kind, its stored form and when it stops working. */
export function issueToken(secret: string, kind: TokenKindName, now: Date): IssuedToken {
  const token = newSecretToken();
  const hours = tokenKinds[kind].lifetimeHours;
  return {
    token,
    tokenHash: hashToken(secret, kind, token),
    expiresAt: hours === null ? null : new Date(now.getTime() + hours * 60 * 60 * 1000),
  };
}
