import { redirect } from "react-router";
import { notFound } from "~/lib/not-found";
import { permanentRedirects } from "~/lib/site-pages.server";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/permanent-redirect";

export const handle: RouteHandle = { kind: "reading" };

/** An address in `permanentRedirects` answers 301 with where its page lives; any other, 404. */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  const target = permanentRedirects.find((r) => r.from === path)?.to;
  if (!target) notFound();
  return redirect(target, 301);
}

/** Never rendered: the loader always redirects or throws the 404 the layout shows. */
export default function PermanentRedirect() {
  return null;
}
