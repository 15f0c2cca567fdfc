import { data } from "react-router";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/request-refused";

export const handle: RouteHandle = { kind: "reading" };

/** The statuses server/http/form-body-check.ts refuses a page's request with. */
const shown = new Set([400, 405, 415]);

/**
 * What the server shows when a page was sent what no form of ours sends (a PUT, JSON, a cut-off
 * upload); see server/http/react-router-handler.ts. Throwing lets the layout's boundary render
 * the page with that status.
 */
export function loader({ params }: Route.LoaderArgs) {
  const status = Number(params.status);
  throw data(null, { status: shown.has(status) ? status : 404 });
}

export default function RequestRefused() {
  return null;
}
