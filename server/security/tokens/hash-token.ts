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

/**
 * A token that the same submission always gets again: a booking's manage token made from a
 * secret only the sender holds (the booking form's signed token, an API client's
 * Idempotency-Key), so a second post of that submission can be shown the link the first made
 * (ADR 016). Only its hash is stored, like every other token; replacing the stored hash (a new
 * link) leaves the sender's secret opening nothing.
 */
export function repeatableToken(secret: string, kind: TokenKindName, senderSecret: string): string {
  return signFor(secret, `${tokenKinds[kind].label}:repeat`, senderSecret);
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
