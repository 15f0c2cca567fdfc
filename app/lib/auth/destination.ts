import type { PublicUser } from "~/shared/schemas/auth";

/**
 * The longest `next` carried through sign-in. A redirect's Location holds it encoded once more,
 * so an address near the server's 16 kB header limit would make a Location no client accepts
 * (the fuzz suite found one, seed 65661708); a real page's address is far shorter.
 */
export const MAX_NEXT_LENGTH = 2_000;

/** A path on this site to return to after signing in, or undefined if `next` is not one. */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next?.startsWith("/") || next.startsWith("//")) return undefined;
  if (next.length > MAX_NEXT_LENGTH) return undefined;
  // Control characters and backslashes can turn a path into another host in some browsers.
  if ([...next].some((ch) => ch === "\\" || ch.charCodeAt(0) < 0x20)) return undefined;
  if (next === "/auth" || next.startsWith("/auth?") || next.startsWith("/auth/")) return undefined;
  return next;
}

/** Where a signed-in person goes: `next` when it is ours, else the admin area for staff, their account for clients. */
export function destinationAfterSignIn(
  user: Pick<PublicUser, "role">,
  next?: string | null,
): string {
  return safeNextPath(next) ?? (user.role === "client" ? "/account" : "/admin");
}

/**
 * The sign-in page's address that brings a visitor back to `pathAndSearch`: with its query
 * when that fits, else the bare path, else no `next` at all (they land on their home page).
 */
export function signInPathFor(pathAndSearch: string): string {
  const path = pathAndSearch.split("?", 1)[0] ?? "";
  for (const candidate of [pathAndSearch, path]) {
    const next = safeNextPath(candidate);
    if (next && encodeURIComponent(next).length <= MAX_NEXT_LENGTH) {
      return `/auth?next=${encodeURIComponent(next)}`;
    }
  }
  return "/auth";
}
