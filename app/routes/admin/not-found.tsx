import { data } from "react-router";
import { requireStaff } from "~/lib/auth/require-user.server";
import type { Route } from "./+types/not-found";

/** Unknown admin paths: a visitor is asked to sign in first, so nothing can be probed. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  throw data(null, { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
