import { createHmac } from "node:crypto";

/**
 * A session cookie's stored form: HMAC-SHA-256 under SESSION_SECRET, without a kind's label.
 * Sessions keep the form they were first stored in (changing it would sign everyone out), and
 * it cannot collide with a link's: a 43-character token holds no ":" to mimic a label.
 */
export function hashSessionToken(secret: string, token: string): string {
  return createHmac("sha256", secret).update(token).digest("base64url");
}
