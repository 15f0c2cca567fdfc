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
import { summariseFee } from "~/lib/price-summary";
import { fillFirmTokens } from "~/shared/firm/firm-tokens";
import type { PriceSlug } from "~/shared/prices/price-list-schema";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { formatLongDate } from "~/shared/time/format";
import type { Route } from "./+types/compliance";

/**
 * Kept and shared between visitors (route-handle.ts); renewed when the content or the price list
 * changes (the prices' change drops every kept page, ADR 032).
 */
export const handle: RouteHandle = { kind: "reading", cache: "shared" };

/** Each price page's address and the price page whose figures it shows. */
const priceLinks: ReadonlyArray<{ href: string; name: string; slug: PriceSlug }> = [
  ...complianceMenu
    .filter((item) => item.href !== "/compliance")
    .map((item) => ({
      href: item.href,
      name: `${item.name} prices`,
      slug: item.href.replace("/compliance/", "") as PriceSlug,
    })),
  // Their prices are shown on the service pages themselves.
  {
    href: "/services/motoring-offences",
    name: "Motoring offences prices",
    slug: "motoring-offences",
  },
  { href: "/services/employment-law", name: "Employment tribunal prices", slug: "employment-law" },
];

export async function loader({ context }: Route.LoaderArgs) {
  // The copy names the firm and its SRA number as {firmName} and {sraNumber}.
  const page = fillFirmTokens(complianceOverview, await context.services.firm.facts());
  const list = await context.services.firm.prices();
  return {
    siteUrl: context.siteUrl,
    path: "/compliance",
    meta: page.meta,
    heading: page.heading,
    leadHtml: renderMarkdown(page.lead),
    sections: renderSections(page.sections),
    crumbs: [sectionCrumbs.compliance],
    pricePages: priceLinks.map(({ href, name, slug }) => ({
      href,
      name,
      price: summariseFee(list.pages[slug]),
    })),
    reviewedOn: { text: formatLongDate(list.reviewedOn), iso: list.reviewedOn },
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
        <p className="mt-2 text-sm text-muted">
          Prices reviewed on <time dateTime={page.reviewedOn.iso}>{page.reviewedOn.text}</time>
        </p>
        <div className="mt-6">
          <BalancedGrid count={page.pricePages.length}>
            {page.pricePages.map((item) => (
              <li key={item.href} className="rounded-card border border-stone-200 bg-white p-5">
                <SiteLink to={item.href} className="text-lg font-semibold">
                  {item.name}
                </SiteLink>
                <p className="mt-1 font-semibold text-navy-900">{item.price.headline}</p>
                <p className="text-sm text-muted">{item.price.detail}</p>
              </li>
            ))}
          </BalancedGrid>
        </div>
      </nav>
      <Sections sections={page.sections} />
    </ContentPage>
  );
}
