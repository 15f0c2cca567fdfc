import { privateRoutePatterns } from "~/generated/route-lists";
import { matchesAnyRoutePattern } from "./route-patterns";

/**
 * Addresses whose answers belong to one person (their session, their booking, the staff
 * area) or change with every call. The server marks them `private, no-store`, the service
 * worker never routes them through a cache and links to them are never prefetched. The routes'
 * own handles say which (`private: true`); the JSON API is Express's, not a route module, so it
 * is named here.
 */
export const privatePatterns: readonly string[] = [...privateRoutePatterns, "/api/*"];

/**
 * Whether an address (a page's, its data request's or a file's) is private. A path that two
 * routes could answer counts as private if either is: the safe side for a cache.
 */
export function isPrivatePath(pathname: string): boolean {
  return matchesAnyRoutePattern(privatePatterns, pathname);
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
