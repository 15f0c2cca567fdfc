import { ServicePageBody } from "~/components/content/service-page-body";
import { siteMeta } from "~/lib/meta";
import { loadServicePage } from "~/lib/service-page.server";
import { faqPage } from "~/lib/structured-data";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/service";

/** Kept and shared between visitors (route-handle.ts); renewed when the content changes. */
export const handle: RouteHandle = { kind: "reading", cache: "shared" };

export function loader({ params, context }: Route.LoaderArgs) {
  const path = params.guide ? `conveyancing/${params.guide}` : (params.slug ?? "");
  return loadServicePage(path, context);
}

export const meta: Route.MetaFunction = ({ loaderData: page, matches }) =>
  page
    ? siteMeta(matches).placedPageMeta(
        page,
        page.meta,
        page.faqs.length ? [faqPage(page.faqs)] : [],
      )
    : [];

export default function ServicePage({ loaderData: page }: Route.ComponentProps) {
  return <ServicePageBody page={page} />;
}
