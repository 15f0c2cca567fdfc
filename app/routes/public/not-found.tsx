import { notFound } from "~/lib/not-found";
import type { RouteHandle } from "~/shared/routing/route-handle";

export const handle: RouteHandle = { kind: "reading" };

/** Any path no other route claims. Throwing lets the layout's boundary render the 404 page. */
export function loader() {
  notFound();
}

export default function NotFound() {
  return null;
}
