import { pricePageForService } from "~/content/prices";
import type { ServicePage } from "~/content/types";
import type { PriceList, PriceSlug } from "~/shared/prices/price-list-schema";
import { type AsidePrice, describeTypicalRange, summariseFee } from "./price-summary";

/**
 * What a service's aside says about price: the fee the firm chose for this service's card
 * (`cardFee` in the price list), where it is published (the /compliance page, or the service
 * page's own price section); or how its fees are set, with the typical range if the firm gave one.
 */
export function asidePriceFor(
  service: ServicePage,
  onServicePage: boolean,
  list: PriceList,
): AsidePrice | undefined {
  const prices = pricePageForService(service);
  const settings = list.services[service.path];
  if (prices) {
    const ownSection = !service.pricePage;
    return {
      kind: "published",
      ...summariseFee(list.pages[prices.slug as PriceSlug], settings?.cardFee),
      href: ownSection
        ? `${onServicePage ? "" : `/services/${service.path}`}#costs`
        : (service.pricePage ?? "/compliance"),
      linkText:
        ownSection && onServicePage ? "See the full prices below" : "See our published prices",
    };
  }
  const typical = settings?.typicalRange;
  if (!service.feesInBrief && !typical) return undefined;
  return {
    kind: "how-set",
    text: service.feesInBrief ?? "",
    ...(typical && { typical: describeTypicalRange(typical) }),
  };
}
