import type { AppLoadContext } from "react-router";
import { findPricePage } from "~/content/prices";
import { priceListProblems } from "~/content/prices/check-price-list";
import { type RenderedPricePage, renderPricePage } from "~/lib/prices.server";
import { teamCards } from "~/lib/team.server";
import type { TeamCardData } from "~/lib/team-card-data";
import type { PagePrices, PriceList, PriceSlug } from "~/shared/prices/price-list-schema";

export interface PricePreview {
  page: RenderedPricePage;
  people: { team: TeamCardData[]; supervisor?: TeamCardData };
}

/** The preview of one price page with unsaved figures, with the people its public page shows. */
export async function pricePreview(
  context: AppLoadContext,
  slug: PriceSlug,
  figures: PagePrices,
): Promise<PricePreview | null> {
  const content = findPricePage(slug);
  if (!content) return null;
  const [team, supervisor] = await Promise.all([
    teamCards(context, content.people.team),
    teamCards(context, [content.people.supervisor]),
  ]);
  const list = await context.services.firm.prices();
  const preview: PriceList = { ...list, pages: { ...list.pages, [slug]: figures } };
  // A list the words cannot be filled from is refused before it gets here (checkPriceList).
  if (priceListProblems(preview).length > 0) return null;
  return {
    page: renderPricePage(content, preview),
    people: { team, supervisor: supervisor[0] },
  };
}
