/**
 * Addresses whose answers belong to one person (their session, their booking, the staff
 * area) or change with every call. The server marks them `private, no-store`, and the service
 * worker never routes them through a cache. One list, read by both.
 */
export const privatePrefixes = [
  "/api",
  "/admin",
  "/auth",
  "/account",
  "/consultation/manage",
] as const;

/** React Router's data requests for a page are the page's path plus ".data". */
function pagePathOf(pathname: string): string {
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

export function isPrivatePath(pathname: string): boolean {
  const path = pagePathOf(pathname);
  return privatePrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Whether a response may be kept by a cache at all: not when the server says it is personal
 * (`private`) or must not be stored (`no-store`). Browsers hide Set-Cookie from scripts and
 * service workers, so the server marks every response that sets a cookie `private, no-store`
 * and this check then refuses it too.
 */
export function isStorableResponse(headers: { get(name: string): string | null }): boolean {
  if (headers.get("Set-Cookie")) return false;
  const cacheControl = (headers.get("Cache-Control") ?? "").toLowerCase();
  return !/(^|[\s,])(private|no-store)([\s,=]|$)/.test(cacheControl);
}
