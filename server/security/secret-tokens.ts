import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** 256 random bits, URL-safe (43 characters): sessions, manage links, password links, devices. */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A keyed signature of `value` for one purpose, so a signature made for one use fits no other. */
export function signFor(secret: string, purpose: string, value: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${value}`).digest("base64url");
}

/** Compares two secrets in constant time (a wrong length is simply unequal). */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/*
 * What the database stores in place of each kind of secret token. Each kind keeps the form it
 * was first stored in, so changing one here would sign out every session or break every link
 * already sent; a new kind uses `signFor` with a purpose of its own.
 */

/** A session cookie's token, keyed with SESSION_SECRET: a copy of the table alone is useless. */
export function hashSessionToken(secret: string, token: string): string {
  return createHmac("sha256", secret).update(token).digest("base64url");
}

/** A booking's manage-link token. */
export function hashManageToken(secret: string, token: string): string {
  return signFor(secret, "manage", token);
}

/**
 * A set-password link's token. Plain SHA-256 is enough here (unlike a password): the token has
 * 256 bits of entropy, so there is nothing to guess from the hash.
 */
export function hashPasswordToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** An e-mail verification link's token (issue 20). */
export function hashEmailToken(secret: string, token: string): string {
  return signFor(secret, "verify-email", token);
}
