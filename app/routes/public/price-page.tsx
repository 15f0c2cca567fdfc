import { ContentPage } from "~/components/content/content-page";
import { PriceDetails } from "~/components/prices/price-details";
import { Prose } from "~/components/prose";
import { ConveyancingTools } from "~/components/quote/conveyancing-tools";
import { sectionCrumbs } from "~/config/navigation";
import { complianceSlugs, findPricePage } from "~/content/prices";
import { placeInSection, siteMeta } from "~/lib/meta";
import { notFound } from "~/lib/not-found";
import { renderPricePage } from "~/lib/prices.server";
import { teamCards } from "~/lib/team.server";
import { fillPriceTokens } from "~/shared/prices/tokens";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/price-page";

/** Kept and shared between visitors (route-handle.ts); renewed when the content changes. */
export const handle: RouteHandle = { kind: "reading", cache: "shared" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.slug;
  const page = (complianceSlugs as readonly string[]).includes(slug)
    ? findPricePage(slug)
    : undefined;
  if (!page) notFound();
  const list = await context.services.firm.prices();
  return {
    ...placeInSection(context.siteUrl, sectionCrumbs.compliance, {
      name: page.heading,
      path: `/compliance/${page.slug}`,
    }),
    meta: fillPriceTokens(page.meta, list),
    page: renderPricePage(page, list),
    team: await teamCards(context, page.people.team),
    supervisor: (await teamCards(context, [page.people.supervisor]))[0],
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? siteMeta(matches).placedPageMeta(loaderData, loaderData.meta) : [];

export default function PricePage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <ContentPage
      header={{ heading: page.heading, crumbs: loaderData.crumbs }}
      intro={<Prose html={page.leadHtml} className="mt-4 text-lead text-muted" />}
    >
      {page.slug.startsWith("residential-") && <ConveyancingTools />}
      <PriceDetails
        page={page}
        people={{ team: loaderData.team, supervisor: loaderData.supervisor }}
      />
    </ContentPage>
  );
}
