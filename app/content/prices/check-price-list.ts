import type { PriceList } from "~/shared/prices/price-list-schema";
import { unfilledPriceTokens } from "~/shared/prices/tokens";
import { areaPages } from "../locations";
import { servicePages } from "../services";
import { pricePages } from ".";
import { complianceOverview } from "./overview";

/**
 * What in the site's words a price list could not fill: a line the prose names ("{fee:…/lender}")
 * that the list no longer has. The admin screen shows these instead of saving, and the prices
 * source refuses a stored list that has any, so a page never shows a half-filled sentence.
 */
export function priceListProblems(list: PriceList): string[] {
  return unfilledPriceTokens([pricePages, complianceOverview, servicePages, areaPages], list);
}
