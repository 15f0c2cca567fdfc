import { ContentPage } from "~/components/content/content-page";
import { Sections } from "~/components/content/sections";
import { ServiceSummary } from "~/components/content/service-summary";
import { sectionCrumbs } from "~/config/navigation";
import { practiceAreaSummaries, servicesOverview } from "~/content/pages/services-overview";
import { renderSections } from "~/lib/content.server";
import { contentPageMeta } from "~/lib/meta";
import { practiceAreas } from "~/shared/firm/facts";
import { fillFirmTokens } from "~/shared/firm/firm-tokens";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/services";

/** Kept and shared between visitors (route-handle.ts); rendered once per release. */
export const handle: RouteHandle = { kind: "reading", cache: "release" };

export async function loader({ context }: Route.LoaderArgs) {
  const overview = fillFirmTokens(servicesOverview, await context.services.firm.facts());
  return {
    siteUrl: context.siteUrl,
    path: "/services",
    crumbs: [sectionCrumbs.services],
    meta: overview.meta,
    heading: overview.heading,
    lead: overview.lead,
    sections: renderSections(overview.sections),
    practiceAreas: practiceAreas.map((p) => ({ ...p, summary: practiceAreaSummaries[p.slug] })),
  };
}

export const meta: Route.MetaFunction = contentPageMeta;

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage header={loaderData}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.practiceAreas.map((area) => (
          <li key={area.slug} className="rounded-lg border border-stone-200 bg-white p-6">
            <ServiceSummary
              slug={area.slug}
              title={area.name}
              summary={area.summary}
              headingLevel={2}
            />
          </li>
        ))}
      </ul>
      <div className="mt-14">
        <Sections sections={loaderData.sections} />
      </div>
    </ContentPage>
  );
}
