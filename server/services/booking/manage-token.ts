import { createHmac, randomBytes } from "node:crypto";

/** The manage link's secret: 256 random bits, URL-safe. */
export function newManageToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashManageToken(secret: string, token: string): string {
  return createHmac("sha256", secret).update(`manage:${token}`).digest("base64url");
}

export { manageTokenPattern } from "~/lib/schemas/booking";
