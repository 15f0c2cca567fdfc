import { parse, serialize } from "cookie";
import { secretTokenPattern } from "~/shared/auth/secret-token-pattern";

const SESSION_COOKIE = "__session";
/** Marks a browser that has signed in to an account before (ADR 015); holds no session. */
const DEVICE_COOKIE = "__device";
const DEVICE_COOKIE_DAYS = 365;

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
  // Anything not shaped like one of our tokens is not worth a database query.
  return token && secretTokenPattern.test(token) ? token : undefined;
}

/** The trusted-device token, kept for a year so its owner is not slowed by others' guesses. */
export function deviceCookie(token: string, secure: boolean): string {
  return serialize(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
}

export function readDeviceToken(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const token = parse(cookieHeader)[DEVICE_COOKIE];
  return token && token.length <= 100 ? token : undefined;
}
