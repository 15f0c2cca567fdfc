import type { PublicUser } from "~/shared/schemas/auth";

/** A path on this site to return to after signing in, or undefined if `next` is not one. */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next?.startsWith("/") || next.startsWith("//")) return undefined;
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
