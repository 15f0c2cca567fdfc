import { formatPounds } from "~/shared/money";
import { feeIdsOf, type PagePrices, type TypicalRange } from "~/shared/prices/price-list-schema";

/** The one line a page's aside shows for a price: "From £950 + VAT" and what it is for. */
export interface PriceSummary {
  headline: string;
  detail: string;
}

const plusVat = (vat: boolean) => (vat ? " + VAT" : "");

/**
 * The card's line for one fee on a price page (the service's `cardFee`, or the page's first fee),
 * read from the price list in force, so a card can never quote a figure the price page does not:
 * a banded fee's first band, a range, or one fixed fee or supplement.
 */
export function summariseFee(page: PagePrices, feeId?: string): PriceSummary {
  const id = feeId ?? feeIdsOf(page)[0];
  const fee = page.legalFee;
  if (fee.kind === "banded" && fee.id === id) {
    const [first] = fee.bands;
    if (!first) throw new Error("A banded fee has no bands");
    return {
      headline: `From ${formatPounds(first.amount)}${plusVat(fee.vat)}`,
      detail:
        first.upTo === null
          ? "Our fixed legal fee"
          : `Our fixed legal fee for a price up to ${formatPounds(first.upTo)}`,
    };
  }
  if (fee.kind === "range" && fee.id === id) {
    return {
      headline: `${formatPounds(fee.from)} to ${formatPounds(fee.to)}${plusVat(fee.vat)}`,
      detail:
        fee.basis === "hourly"
          ? "Our estimate, charged by the hour, depending on how complex the matter is"
          : "Our fixed fee, depending on the work",
    };
  }
  const line = [...(fee.kind === "fixed" ? fee.fees : []), ...page.supplements].find(
    (f) => f.id === id,
  );
  if (!line) throw new Error(`The price page has no fee "${id}"`);
  const figure =
    line.to === undefined
      ? formatPounds(line.amount)
      : `${formatPounds(line.amount)} to ${formatPounds(line.to)}`;
  const label = line.label.replace(/ \(fixed fee\)$/i, "").replace(/:? from$/i, "");
  return {
    headline: `${figure}${plusVat(line.vat)}`,
    detail: line.basis === "fixed" ? `Fixed fee: ${label}` : `Charged by the hour: ${label}`,
  };
}

/** "Typically £1,500 to £4,000 + VAT, charged by the hour": an unpriced service's own range. */
export function describeTypicalRange(range: TypicalRange): string {
  return `Typically ${formatPounds(range.from)} to ${formatPounds(range.to)}${plusVat(range.vat)}, ${
    range.basis === "hourly" ? "charged by the hour" : "as a fixed fee"
  }`;
}

/** What the aside says about fees: a published price with its page, or how fees are set. */
export type AsidePrice =
  | ({ kind: "published"; href: string; linkText: string } & PriceSummary)
  | {
      kind: "how-set";
      text: string;
      /** The typical range the firm has given for this service, if any (issue 29, item 8). */
      typical?: string;
      link?: { href: string; text: string };
    };
