import { redirect } from "react-router";
import { withArrival } from "~/lib/auth/arrival-notice";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/logout";

export const handle: RouteHandle = { kind: "resource", private: true };

/** Signing out changes data, so only a POST does it; a GET just goes to the sign-in page. */
export function loader() {
  return redirect("/auth");
}

export async function action({ context }: Route.ActionArgs) {
  await context.auth.logout(context.sessionToken);
  return redirect(withArrival("/auth", "auth", "signed-out"), {
    headers: { "Set-Cookie": context.cookies.cleared() },
  });
}
