import { parse, serialize } from "cookie";
import { redirect } from "react-router";

const cookieName = "admin_notice";
const cookieOptions = { path: "/admin", httpOnly: true, sameSite: "lax" } as const;

/**
 * After a successful admin change: go to the next page and show one line saying what was done
 * ("Booking CH-7K3M9Q cancelled"). The line rides in a short-lived cookie rather than the URL,
 * so it cannot be forged by a link and disappears on the next page view.
 */
export function redirectWithNotice(url: string, notice: string, init?: ResponseInit): Response {
  const headers = new Headers(init?.headers);
  headers.append(
    "Set-Cookie",
    serialize(cookieName, notice.slice(0, 200), { ...cookieOptions, maxAge: 60 }),
  );
  return redirect(url, { ...init, headers });
}

/** Reads the pending notice, with the header that clears it. */
export function takeNotice(request: Request): { notice: string | null; clear: string | null } {
  // The cookie library decodes, and leaves a value it cannot decode as it is.
  const notice = parse(request.headers.get("Cookie") ?? "")[cookieName];
  if (notice === undefined) return { notice: null, clear: null };
  return {
    notice: notice || null,
    clear: serialize(cookieName, "", { ...cookieOptions, maxAge: 0 }),
  };
}
