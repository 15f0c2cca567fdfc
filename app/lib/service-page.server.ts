import type { AppLoadContext } from "react-router";
import { sectionCrumbs } from "~/config/navigation";
import { serviceIllustrations } from "~/content/illustrations";
import { findPricePage } from "~/content/prices";
import { findServicePage } from "~/content/services";
import { renderFaqs, renderSections, renderSteps } from "~/lib/content.server";
import { renderMarkdown } from "~/lib/markdown.server";
import { notFound } from "~/lib/not-found";
import { renderPricePage } from "~/lib/prices.server";
import type { Crumb } from "~/lib/structured-data";
import { leadFirst, leadLawyerCard, teamCards } from "~/lib/team.server";
import { practiceAreaName } from "~/shared/firm/facts";
import { fillFirmTokens } from "~/shared/firm/firm-tokens";
import { fillPriceTokens } from "~/shared/prices/tokens";
import { asidePriceFor } from "./consultation-aside.server";
import { loadRecognitions } from "./recognitions/load-recognitions.server";
import { loadTestimonials } from "./testimonials/load-testimonials.server";

/** Service pages whose own price table is shown on the page (not on a /compliance page). */
const pricesShownHere = new Set(["motoring-offences", "employment-law"]);

/** The conveyancing guide that carries the instant quote (its own, working, route module). */
export const QUOTE_PAGE = "conveyancing/conveyancing-costs";

/**
 * Everything a service page or conveyancing guide shows, for its reading route and for the
 * quote page, which is the same guide with the calculator above it. `path` is below /services.
 */
export async function loadServicePage(path: string, context: AppLoadContext) {
  const content = findServicePage(path);
  if (!content || content.path !== path) notFound();
  const list = await context.services.firm.prices();
  // The copy says the firm's number as {phone} and its fees as price tokens: filled from the
  // facts and the price list the firm last saved.
  const page = fillFirmTokens(fillPriceTokens(content, list), await context.services.firm.facts());

  const crumbs: Crumb[] = [sectionCrumbs.services];
  if (path.startsWith("conveyancing/")) {
    crumbs.push({ name: "Conveyancing", path: "/services/conveyancing" });
  }
  crumbs.push({ name: page.heading, path: `/services/${page.path}` });

  const prices = pricesShownHere.has(page.path) ? findPricePage(page.path) : undefined;
  const related = page.related.flatMap((p) => {
    const target = findServicePage(p);
    return target
      ? [{ path: `/services/${target.path}`, title: target.heading, lead: target.lead }]
      : [];
  });
  const listed = await teamCards(context, page.team);
  const lead = await leadLawyerCard(context, list.services[page.path]?.leadLawyer, listed);
  const team = leadFirst(lead, listed);
  return {
    siteUrl: context.siteUrl,
    path: `/services/${page.path}`,
    illustration: serviceIllustrations[page.practiceArea],
    isConveyancing: page.practiceArea === "conveyancing",
    meta: page.meta,
    heading: page.heading,
    lead: page.lead,
    practiceArea: practiceAreaName(page.practiceArea),
    crumbs,
    sections: renderSections(page.sections),
    steps: renderSteps(page.steps),
    costsHtml: renderMarkdown(page.costs),
    pricePage: page.pricePage,
    prices: prices ? renderPricePage(prices, list) : undefined,
    priceTeam: prices ? await teamCards(context, prices.people.team) : [],
    priceSupervisor: prices ? (await teamCards(context, [prices.people.supervisor]))[0] : undefined,
    faqs: renderFaqs(page.faqs),
    team,
    recognitions: await loadRecognitions(context),
    testimonials: await loadTestimonials(context, page.practiceArea),
    keyFacts: { price: asidePriceFor(page, true, list), duration: page.usualDuration, team },
    consultation: { price: asidePriceFor(page, true, list), lead },
    related,
  };
}

export type ServicePageData = Awaited<ReturnType<typeof loadServicePage>>;
