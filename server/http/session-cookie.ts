import { parse, serialize } from "cookie";

export const SESSION_COOKIE = "__session";

/**
 * The cookie holds only the random session token. HttpOnly keeps it from scripts; SameSite=Lax
 * keeps it off cross-site posts; Secure whenever the site is served over https.
 */
export function sessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  return serialize(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    expires: expiresAt,
  });
}

export function clearedSessionCookie(secure: boolean): string {
  return serialize(SESSION_COOKIE, "", {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    expires: new Date(0),
  });
}

export function readSessionToken(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const token = parse(cookieHeader)[SESSION_COOKIE];
  // Tokens are 43 URL-safe characters; anything else is not worth a database query.
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}
