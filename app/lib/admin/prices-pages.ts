import { complianceSlugs } from "~/content/prices";
import type { PriceSlug } from "~/shared/prices/price-list-schema";

/**
 * Where a price page is published: five under /compliance, and the two whose prices are on
 * their own service page (motoring offences, employment law).
 */
export function publicPricePath(slug: PriceSlug): string {
  return (complianceSlugs as readonly string[]).includes(slug)
    ? `/compliance/${slug}`
    : `/services/${slug}`;
}
