import { pricePageForService } from "~/content/prices";
import type { ServicePage } from "~/content/types";
import { type AsidePrice, summarisePrice } from "./price-summary";

/**
 * What a service's aside says about price: the published figure and where it is published (the
 * /compliance page, or the service page's own price section), or how its fees are set.
 */
export function asidePriceFor(
  service: ServicePage,
  onServicePage: boolean,
): AsidePrice | undefined {
  const prices = pricePageForService(service);
  if (prices) {
    const ownSection = !service.pricePage;
    return {
      kind: "published",
      ...summarisePrice(prices),
      href: ownSection
        ? `${onServicePage ? "" : `/services/${service.path}`}#costs`
        : (service.pricePage ?? "/compliance"),
      linkText:
        ownSection && onServicePage ? "See the full prices below" : "See our published prices",
    };
  }
  return service.feesInBrief ? { kind: "how-set", text: service.feesInBrief } : undefined;
}
