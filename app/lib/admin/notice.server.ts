import { redirect } from "react-router";

const cookieName = "admin_notice";

/**
 * After a successful admin change: go to the next page and show one line saying what was done
 * ("Booking CH-7K3M9Q cancelled"). The line rides in a short-lived cookie rather than the URL,
 * so it cannot be forged by a link and disappears on the next page view.
 */
export function redirectWithNotice(url: string, notice: string, init?: ResponseInit): Response {
  const headers = new Headers(init?.headers);
  headers.append(
    "Set-Cookie",
    `${cookieName}=${encodeURIComponent(notice.slice(0, 200))}; Path=/admin; HttpOnly; SameSite=Lax; Max-Age=60`,
  );
  return redirect(url, { ...init, headers });
}

/** Reads the pending notice, with the header that clears it. */
export function takeNotice(request: Request): { notice: string | null; clear: string | null } {
  const header = request.headers.get("Cookie") ?? "";
  const match = header.split(/;\s*/).find((part) => part.startsWith(`${cookieName}=`));
  if (!match) return { notice: null, clear: null };
  let notice: string | null = null;
  try {
    notice = decodeURIComponent(match.slice(cookieName.length + 1)) || null;
  } catch {
    notice = null;
  }
  return { notice, clear: `${cookieName}=; Path=/admin; HttpOnly; SameSite=Lax; Max-Age=0` };
}
