import { createHash, randomBytes } from "node:crypto";

/** How long a set-password link works: long enough to span a weekend's unread e-mail. */
export const PASSWORD_LINK_HOURS = 72;

/** 256 random bits, URL-safe: the token travels only in the e-mail. */
export function newPasswordToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * What the database keeps instead of the token. Plain SHA-256 is enough here (unlike a
 * password): the token has 256 bits of entropy, so there is nothing to guess from the hash.
 */
export function hashPasswordToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function passwordLinkUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/auth/set-password/${token}`;
}
