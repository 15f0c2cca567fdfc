import { data } from "react-router";
import type { RouteHandle } from "~/shared/routing/route-handle";

export const handle: RouteHandle = { kind: "reading" };

/**
 * What the server shows (with status 413) when a form sent more than it accepts; see
 * server/http/react-router-handler.ts. Throwing lets the layout's boundary render the page.
 */
export function loader() {
  throw data(null, { status: 413 });
}

export default function RequestTooLarge() {
  return null;
}
