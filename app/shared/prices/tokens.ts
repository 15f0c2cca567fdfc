import { mapStrings } from "~/shared/map-strings";
import { formatPounds, vatOn } from "~/shared/money";
import type { PagePrices, PriceList, PriceSlug } from "./price-list-schema";
import { priceSlugs } from "./price-list-schema";

/**
 * Price tokens: how prose names a figure from the price list, so the words can never quote an
 * old price. Filled when a page is loaded, from the list in force.
 *
 *   {fee:residential-purchase/lender}                     £175 (a line's amount, before VAT)
 *   {fee:residential-purchase/band:250000}                £1,095 (the band a price falls in)
 *   {fee:residential-purchase/legal-fee.limit}            £1,000,000 (where the open band starts)
 *   {fee:employment-law/simple.from} {fee:…/simple.to}    the ends of a range, a tier or a "from" fee
 *   {fee:2*lasting-powers-attorney/registration-fee}      £184 (a multiple)
 *   {vat:residential-purchase/band:250000+residential-purchase/lender}    £254 (VAT on the lines)
 *   {total:…}                                             £1,524 (the lines with their VAT)
 *
 * `fee` adds the lines' amounts; `vat` adds the VAT on those that carry it; `total` is both.
 */
export const priceTokenPattern = /\{(fee|vat|total):([^{}]+)\}/g;

interface Figure {
  amount: number;
  vat: boolean;
}

/** Thrown when a token names a page, a line or an end that the price list does not have. */
export class PriceTokenError extends Error {}

function lineFigure(page: PagePrices, id: string, end: string | undefined): Figure | undefined {
  const fee = page.legalFee;
  const pick = (from: number, to: number | undefined, vat: boolean): Figure | undefined => {
    if (end === undefined) return to === undefined ? { amount: from, vat } : undefined;
    if (end === "from") return { amount: from, vat };
    if (end === "to") return to === undefined ? undefined : { amount: to, vat };
    return undefined;
  };
  if (fee.kind === "banded" && id === fee.id) {
    if (end === "limit") {
      const limit = fee.bands.at(-2)?.upTo;
      return limit == null ? undefined : { amount: limit, vat: false };
    }
    const first = fee.bands[0];
    return first && end === "from" ? { amount: first.amount, vat: fee.vat } : undefined;
  }
  if (fee.kind === "range") {
    if (id === fee.id) return pick(fee.from, fee.to, fee.vat);
    const tier = fee.tiers.find((t) => t.id === id);
    if (tier) return pick(tier.from, tier.to, fee.vat);
  }
  const fees = [
    ...(fee.kind === "fixed" ? fee.fees : fee.kind === "range" ? fee.rates : []),
    ...page.supplements,
  ];
  const line = fees.find((f) => f.id === id);
  if (line)
    return end === undefined
      ? { amount: line.amount, vat: line.vat }
      : pick(line.amount, line.to, line.vat);
  const d = page.disbursements.find((x) => x.id === id);
  if (d) {
    return typeof d.amount === "number"
      ? pick(d.amount, undefined, d.vat)
      : pick(d.amount.from, d.amount.to, d.vat);
  }
  return undefined;
}

function bandFigure(page: PagePrices, price: number): Figure | undefined {
  const fee = page.legalFee;
  if (fee.kind !== "banded") return undefined;
  const band = fee.bands.find((b) => b.upTo === null || price <= b.upTo);
  return band ? { amount: band.amount, vat: fee.vat } : undefined;
}

/** One term: "2*residential-purchase/lender", "wills-probate/full-administration.to". */
function termFigure(term: string, list: PriceList): Figure & { times: number } {
  const match = /^(?:(\d+)\*)?([a-z-]+)\/(band:(\d+)|([a-z0-9-]+)(?:\.(from|to|limit))?)$/.exec(
    term.trim(),
  );
  if (!match) throw new PriceTokenError(`"${term}" is not a price reference`);
  const [, times, slug, , bandPrice, id, end] = match;
  if (!slug || !(priceSlugs as readonly string[]).includes(slug)) {
    throw new PriceTokenError(`There is no price page "${slug}"`);
  }
  const page = list.pages[slug as PriceSlug];
  const figure =
    bandPrice !== undefined ? bandFigure(page, Number(bandPrice)) : lineFigure(page, id ?? "", end);
  if (!figure) throw new PriceTokenError(`The price list has no figure "${term.trim()}"`);
  return { ...figure, times: times ? Number(times) : 1 };
}

/** The text a token stands for in this price list. */
export function priceTokenValue(kind: string, expression: string, list: PriceList): string {
  const terms = expression.split("+").map((t) => termFigure(t, list));
  const net = terms.reduce((sum, t) => sum + t.amount * t.times, 0);
  const vat = terms.reduce((sum, t) => sum + (t.vat ? vatOn(t.amount * t.times) : 0), 0);
  const value = kind === "vat" ? vat : kind === "total" ? net + vat : net;
  return formatPounds(Math.round(value * 100) / 100);
}

/** A string with its price tokens filled in. */
export function fillPriceText(text: string, list: PriceList): string {
  return text.replace(priceTokenPattern, (_token, kind: string, expression: string) =>
    priceTokenValue(kind, expression, list),
  );
}

/** The content with every price token in its strings filled in; other values as they are. */
export function fillPriceTokens<T>(content: T, list: PriceList): T {
  return mapStrings(content, (text) => fillPriceText(text, list));
}

/** Every token in the content that this price list cannot fill, with the reason. */
export function unfilledPriceTokens(content: unknown, list: PriceList): string[] {
  const problems: string[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === "string") {
      for (const [token, kind, expression] of value.matchAll(priceTokenPattern)) {
        try {
          priceTokenValue(kind ?? "", expression ?? "", list);
        } catch (err) {
          if (!(err instanceof PriceTokenError)) throw err;
          problems.push(`${token}: ${err.message}`);
        }
      }
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === "object") Object.values(value).forEach(visit);
  };
  visit(content);
  return problems;
}
