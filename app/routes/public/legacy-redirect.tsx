import { redirect } from "react-router";
import { notFound } from "~/lib/not-found";
import type { RouteHandle } from "~/lib/route-handle";
import { legacyRedirects } from "~/lib/site-pages.server";
import type { Route } from "./+types/legacy-redirect";

export const handle: RouteHandle = { kind: "reading" };

/** /services/locations/{area}-wills-probate moved to /locations/{area}/wills-probate for good. */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  const target = legacyRedirects.find((r) => r.from === path)?.to;
  if (!target) notFound();
  return redirect(target, 301);
}

/** Never rendered: the loader always redirects or throws the 404 the layout shows. */
export default function LegacyRedirect() {
  return null;
}
