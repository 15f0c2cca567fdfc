import { ContentPage } from "~/components/content/content-page";
import { Sections } from "~/components/content/sections";
import { Prose } from "~/components/prose";
import { SiteLink } from "~/components/site-link";
import { BalancedGrid } from "~/components/ui/balanced-grid";
import { complianceMenu, sectionCrumbs } from "~/config/navigation";
import { complianceOverview } from "~/content/prices/overview";
import { renderSections } from "~/lib/content.server";
import { renderMarkdown } from "~/lib/markdown.server";
import { contentPageMeta } from "~/lib/meta";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/compliance";

/** Kept and shared between visitors (route-handle.ts); rendered once per release. */
export const handle: RouteHandle = { kind: "reading", cache: "release" };

export function loader({ context }: Route.LoaderArgs) {
  const page = complianceOverview;
  return {
    siteUrl: context.siteUrl,
    path: "/compliance",
    meta: page.meta,
    heading: page.heading,
    leadHtml: renderMarkdown(page.lead),
    sections: renderSections(page.sections),
    crumbs: [sectionCrumbs.compliance],
    pricePages: [
      ...complianceMenu
        .filter((item) => item.href !== "/compliance")
        .map((item) => ({ href: item.href, name: `${item.name} prices` })),
      // Their prices are shown on the service pages themselves.
      { href: "/services/motoring-offences", name: "Motoring offences prices" },
      { href: "/services/employment-law", name: "Employment tribunal prices" },
    ],
  };
}

export const meta: Route.MetaFunction = contentPageMeta;

export default function Compliance({ loaderData: page }: Route.ComponentProps) {
  return (
    <ContentPage
      header={page}
      intro={<Prose html={page.leadHtml} className="mt-4 text-lead text-muted" />}
    >
      <nav aria-labelledby="price-pages-heading" className="mb-12">
        <h2 id="price-pages-heading" className="text-title">
          Our published prices
        </h2>
        <div className="mt-6">
          <BalancedGrid count={page.pricePages.length}>
            {page.pricePages.map((item) => (
              <li key={item.href} className="rounded-card border border-stone-200 bg-white p-5">
                <SiteLink to={item.href} className="text-lg font-semibold">
                  {item.name}
                </SiteLink>
              </li>
            ))}
          </BalancedGrid>
        </div>
      </nav>
      <Sections sections={page.sections} />
    </ContentPage>
  );
}
