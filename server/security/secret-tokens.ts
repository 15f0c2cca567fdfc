import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

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
