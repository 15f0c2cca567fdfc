import { data } from "react-router";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/request-refused";

export const handle: RouteHandle = { kind: "reading" };

/**
 * What the server shows for a request it refused before any page ran: a method or body no form
 * sends (server/http/form-body-check.ts), a malformed address, a cross-site post. Throwing lets
 * the layout's boundary render the page with that status; only a 4xx is shown.
 */
export function loader({ params }: Route.LoaderArgs) {
  const status = Number(params.status);
  throw data(null, {
    status: Number.isInteger(status) && status >= 400 && status < 500 ? status : 404,
  });
}

export default function RequestRefused() {
  return null;
}
