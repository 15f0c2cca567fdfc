import type { PagePrices } from "~/shared/prices/price-list-schema";
import type { ChargeBasis } from "./types";

/** A price page's work is all fixed fees, all charged by the hour, or some of each. */
export type PricingBasis = ChargeBasis | "mixed";

/** Read from the fee lines themselves, so the answer changes when the published prices do. */
export function pricingBasisOf(page: PagePrices): PricingBasis {
  const fee = page.legalFee;
  const legal: ChargeBasis[] =
    fee.kind === "fixed"
      ? fee.fees.map((f) => f.basis)
      : fee.kind === "banded"
        ? ["fixed"]
        : [fee.basis];
  const bases = new Set([...legal, ...page.supplements.map((f) => f.basis)]);
  if (bases.size > 1) return "mixed";
  return bases.has("hourly") ? "hourly" : "fixed";
}
