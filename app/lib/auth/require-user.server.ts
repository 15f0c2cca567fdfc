import { type AppLoadContext, data, redirect } from "react-router";
import { signInPathFor } from "~/lib/auth/destination";
import type { PublicUser } from "~/shared/schemas/auth";

/**
 * For every /admin loader and action: a visitor is sent to sign in and brought back; a signed-in
 * client gets 403 (never a redirect, which would loop between /auth and /admin).
 */
export function requireStaff(request: Request, context: AppLoadContext): PublicUser {
  const user = context.user;
  if (!user) {
    const url = new URL(request.url);
    throw redirect(signInPathFor(url.pathname + url.search));
  }
  if (user.role === "client") throw data({ message: "You don't have access" }, { status: 403 });
  // A password the server made (the first admin's) opens nothing until its owner chooses one.
  if (user.passwordChangeRequired) throw redirect(CHOOSE_PASSWORD_PATH);
  return user;
}

/** Where an account whose password the server made chooses its own. */
export const CHOOSE_PASSWORD_PATH = "/account";

export function requireAdmin(request: Request, context: AppLoadContext): PublicUser {
  const user = requireStaff(request, context);
  if (user.role !== "admin") throw data({ message: "You don't have access" }, { status: 403 });
  return user;
}
