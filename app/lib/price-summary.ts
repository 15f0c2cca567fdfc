import type { PricePage } from "~/content/prices/types";
import { formatPounds } from "~/shared/money";

/** The one line a page's aside shows for a price: "From £950 + VAT" and what it is for. */
export interface PriceSummary {
  headline: string;
  detail: string;
}

const plusVat = (vat: boolean) => (vat ? " + VAT" : "");

/**
 * Read from the published price data, so an aside can never quote a figure the price page
 * does not: the lowest fixed fee, the first band, or the published range.
 */
export function summarisePrice(page: PricePage): PriceSummary {
  const fee = page.legalFee;
  if (fee.kind === "banded") {
    const [first] = fee.bands;
    if (!first) throw new Error(`${page.slug} has no fee bands`);
    return {
      headline: `From ${formatPounds(first.amount)}${plusVat(fee.vat)}`,
      detail:
        first.upTo === null
          ? "Our fixed legal fee"
          : `Our fixed legal fee for a price up to ${formatPounds(first.upTo)}`,
    };
  }
  if (fee.kind === "range") {
    return {
      headline: `${formatPounds(fee.from)} to ${formatPounds(fee.to)}${plusVat(fee.vat)}`,
      detail:
        fee.basis === "hourly"
          ? "Our estimate, charged by the hour, depending on how complex the matter is"
          : "Our fixed fee, depending on the work",
    };
  }
  const fixed = fee.fees.filter((f) => (f.basis ?? "fixed") === "fixed");
  const cheapest = [...(fixed.length > 0 ? fixed : fee.fees)].sort(
    (a, b) => a.amount - b.amount,
  )[0];
  if (!cheapest) throw new Error(`${page.slug} has no fees`);
  return {
    headline: `From ${formatPounds(cheapest.amount)}${plusVat(cheapest.vat)}`,
    detail:
      fixed.length > 0
        ? `Fixed fee: ${cheapest.label.replace(/ \(fixed fee\)$/i, "")}`
        : `Charged by the hour: ${cheapest.label}`,
  };
}

/** What the aside says about fees: a published price with its page, or how fees are set. */
export type AsidePrice =
  | ({ kind: "published"; href: string; linkText: string } & PriceSummary)
  | { kind: "how-set"; text: string; link?: { href: string; text: string } };
