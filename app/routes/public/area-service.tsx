import { ContentPage } from "~/components/content/content-page";
import { Faqs, Sections } from "~/components/content/sections";
import { NearestOffice } from "~/components/nearest-office";
import { SiteLink } from "~/components/site-link";
import { TeamSection } from "~/components/team/team-cards";
import { findAreaPage } from "~/content/locations";
import { findServicePage } from "~/content/services";
import { asidePriceFor } from "~/lib/consultation-aside.server";
import { renderFaqs, renderSections } from "~/lib/content.server";
import { renderMarkdown } from "~/lib/markdown.server";
import { siteMeta } from "~/lib/meta";
import { notFound } from "~/lib/not-found";
import { faqPage } from "~/lib/structured-data";
import { leadFirst, leadLawyerCard, teamCards } from "~/lib/team.server";
import {
  areaName,
  type LocalServiceSlug,
  localServiceSlugs,
  practiceAreaName,
} from "~/shared/firm/facts";
import { fillFirmTokens } from "~/shared/firm/firm-tokens";
import { fillPriceTokens } from "~/shared/prices/tokens";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/area-service";

const pricePages: Record<LocalServiceSlug, string | undefined> = {
  "wills-probate": "/compliance/wills-probate",
  conveyancing: "/compliance/residential-purchase",
  "family-law": undefined,
};

const isLocalService = (s: string): s is LocalServiceSlug =>
  (localServiceSlugs as readonly string[]).includes(s);

/** Kept and shared between visitors (route-handle.ts); renewed when the content changes. */
export const handle: RouteHandle = { kind: "reading", cache: "shared" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const areaContent = findAreaPage(params.area);
  if (!areaContent || !isLocalService(params.service)) notFound();
  const list = await context.services.firm.prices();
  const area = fillPriceTokens(
    fillFirmTokens(areaContent, await context.services.firm.facts()),
    list,
  );
  const content = area.services[params.service];
  const areaPath = `/locations/${area.slug}`;
  const path = `${areaPath}/${params.service}`;
  const serviceName = practiceAreaName(params.service);
  const listed = await teamCards(context, content.team);
  const service = findServicePage(params.service);
  const lead = await leadLawyerCard(context, list.services[params.service]?.leadLawyer, listed);
  const team = leadFirst(lead, listed);
  return {
    siteUrl: context.siteUrl,
    path,
    meta: content.meta,
    heading: content.heading,
    lead: content.lead,
    crumbs: [
      { name: area.heading, path: areaPath },
      { name: serviceName, path },
    ],
    areaName: areaName(area.slug),
    areaPath,
    serviceName,
    servicePath: `/services/${params.service}`,
    pricePage: pricePages[params.service],
    nearestOffice: area.nearestOffice,
    gettingHereHtml: renderMarkdown(area.gettingHere),
    sections: renderSections(content.sections),
    faqs: renderFaqs(content.faqs),
    team,
    consultation: { price: service && asidePriceFor(service, false, list), lead },
  };
}

export const meta: Route.MetaFunction = ({ loaderData: page, matches }) =>
  page ? siteMeta(matches).placedPageMeta(page, page.meta, [faqPage(page.faqs)]) : [];

export default function AreaServicePage({ loaderData: page }: Route.ComponentProps) {
  return (
    <ContentPage
      header={page}
      consultation={page.consultation}
      aside={
        <>
          <NearestOffice officeId={page.nearestOffice} gettingHereHtml={page.gettingHereHtml} />
          <nav
            aria-label="More about this service"
            className="rounded-lg border border-stone-200 bg-white p-6"
          >
            <h2 className="text-heading">Read more</h2>
            <ul className="mt-2 space-y-2">
              <li>
                <SiteLink
                  to={page.servicePath}
                >{`Our ${page.serviceName.toLowerCase()} service`}</SiteLink>
              </li>
              {page.pricePage && (
                <li>
                  <SiteLink to={page.pricePage}>Our published prices</SiteLink>
                </li>
              )}
              <li>
                <SiteLink to={page.areaPath}>{`Everything we do in ${page.areaName}`}</SiteLink>
              </li>
            </ul>
          </nav>
        </>
      }
    >
      <Sections sections={page.sections} />
      {page.team.length > 0 && <TeamSection heading="Who will help you" members={page.team} />}
      <Faqs faqs={page.faqs} />
    </ContentPage>
  );
}
