import { createHmac, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: the only thing the cookie holds. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * What the database stores instead of the token. Keyed with SESSION_SECRET, so a copy of the
 * sessions table alone cannot be turned back into working cookies.
 */
export function hashSessionToken(secret: string, token: string): string {
  return createHmac("sha256", secret).update(token).digest("base64url");
}
