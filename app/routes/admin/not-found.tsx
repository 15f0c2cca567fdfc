import { requireStaff } from "~/lib/auth/require-user.server";
import { notFound } from "~/lib/not-found";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/not-found";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

/** Unknown admin paths: a visitor is asked to sign in first, so nothing can be probed. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  notFound();
}

export default function AdminNotFound() {
  return null;
}
