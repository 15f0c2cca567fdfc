import { landRegistryFee } from "~/content/prices/land-registry";
import residentialMortgage from "~/content/prices/residential-mortgage";
import residentialPurchase from "~/content/prices/residential-purchase";
import residentialSale from "~/content/prices/residential-sale";
import type { PricePage } from "~/content/prices/types";
import { VAT_RATE } from "~/content/prices/types";
import { formatPounds } from "~/shared/money";
import type {
  PagePrices,
  PriceDisbursement,
  PriceFee,
  PriceList,
  PriceSlug,
} from "~/shared/prices/price-list-schema";
import { fillPriceTokens } from "~/shared/prices/tokens";
import { calculateSdlt, type SdltResult } from "~/shared/sdlt/calculate-sdlt";
import type { QuoteInput } from "./quote-schema";

/** An amount that may be a range because a third party sets the final figure. */
export interface Amount {
  min: number;
  max: number;
}

export interface QuoteLine {
  label: string;
  net: Amount;
  vat: Amount;
  note?: string;
}

export interface QuoteSection {
  title: string;
  pricePage: string;
  legalFee: QuoteLine;
  supplements: QuoteLine[];
  disbursements: QuoteLine[];
  /** Costs that apply only in some matters; not in the total. */
  mayAlsoApply: QuoteLine[];
  total: Amount;
  excludes: string[];
}

export interface Quote {
  sections: QuoteSection[];
  sdlt?: SdltResult;
  /** Everything above, with VAT and SDLT. */
  total: Amount;
}

/** "£1m" for whole millions, else "£750,000". */
const shortPounds = (n: number) =>
  n >= 1_000_000 && n % 1_000_000 === 0 ? `£${n / 1_000_000}m` : formatPounds(n);
const pence = (n: number) => Math.round(n * 100) / 100;
const amount = (a: number | { from: number; to: number }): Amount =>
  typeof a === "number" ? { min: a, max: a } : { min: a.from, max: a.to };
const vatOf = (net: Amount, vat: boolean): Amount =>
  vat ? { min: pence(net.min * VAT_RATE), max: pence(net.max * VAT_RATE) } : { min: 0, max: 0 };
const add = (a: Amount, b: Amount): Amount => ({
  min: pence(a.min + b.min),
  max: pence(a.max + b.max),
});
const gross = (line: QuoteLine) => add(line.net, line.vat);

/** One price page as the quote reads it: its words (notes, excludes) and its figures in force. */
interface QuotedPage {
  content: PricePage;
  prices: PagePrices;
}

const quoted = (content: PricePage, list: PriceList): QuotedPage => ({
  // The notes and excludes may name figures too: filled from the same list.
  content: fillPriceTokens(content, list),
  prices: list.pages[content.slug as PriceSlug],
});

function feeLine(page: QuotedPage, fee: PriceFee): QuoteLine {
  const net = amount(fee.amount);
  return { label: fee.label, net, vat: vatOf(net, fee.vat), note: page.content.notes[fee.id] };
}

function disbursementLine(d: PriceDisbursement, overrideAmount?: number, note?: string): QuoteLine {
  const net = amount(overrideAmount ?? d.amount);
  return { label: d.label, net, vat: vatOf(net, d.vat), note: note ?? undefined };
}

function supplement(page: QuotedPage, id: string): QuoteLine[] {
  const fee = page.prices.supplements.find((s) => s.id === id);
  // An admin may withdraw a supplement; the quote then simply no longer adds it.
  return fee ? [feeLine(page, fee)] : [];
}

function bandedFee(page: QuotedPage, price: number): QuoteLine {
  const fee = page.prices.legalFee;
  if (fee.kind !== "banded") throw new Error(`${page.content.slug} is not banded`);
  const band = fee.bands.find((b) => b.upTo === null || price <= b.upTo);
  if (!band) throw new Error(`${page.content.slug} has no band for ${price}`);
  const net = amount(band.amount);
  const openFrom = fee.bands.at(-2)?.upTo ?? 0;
  return {
    label:
      band.upTo === null
        ? `Our legal fee (starting fee; we quote individually above ${shortPounds(openFrom)})`
        : "Our legal fee",
    net,
    vat: vatOf(net, fee.vat),
  };
}

function section(
  title: string,
  page: QuotedPage,
  legalFee: QuoteLine,
  supplements: QuoteLine[],
  leasehold: boolean,
  disbursementFor: (d: PriceDisbursement) => QuoteLine,
): QuoteSection {
  const applies = (d: PriceDisbursement) =>
    d.appliesWhen === "always" || (d.appliesWhen === "leasehold" && leasehold);
  const disbursements = page.prices.disbursements.filter(applies).map(disbursementFor);
  const mayAlsoApply = page.prices.disbursements
    .filter((d) => d.appliesWhen === "sometimes")
    .map(disbursementFor);
  const total = [legalFee, ...supplements, ...disbursements]
    .map(gross)
    .reduce(add, { min: 0, max: 0 });
  return {
    title,
    pricePage: `/compliance/${page.content.slug}`,
    legalFee,
    supplements,
    disbursements,
    mayAlsoApply,
    total,
    excludes: page.content.excludes,
  };
}

function purchaseSection(
  input: {
    purchasePrice: number;
    tenure: "freehold" | "leasehold";
    newBuild: boolean;
    mortgage: boolean;
  },
  list: PriceList,
): QuoteSection {
  const page = quoted(residentialPurchase, list);
  const leasehold = input.tenure === "leasehold";
  const supplements = [
    ...(leasehold ? supplement(page, "leasehold") : []),
    ...(input.newBuild ? supplement(page, "new-build") : []),
    ...(input.mortgage ? supplement(page, "lender") : []),
  ];
  const buying = section(
    "Buying",
    page,
    bandedFee(page, input.purchasePrice),
    supplements,
    leasehold,
    (d) =>
      d.id === "land-registry-fee"
        ? disbursementLine(
            d,
            landRegistryFee(input.purchasePrice),
            "HM Land Registry's fee for this price, from its published scale.",
          )
        : disbursementLine(d),
  );
  // The price page lists the tax itself as not in our fees; a quote adds it to its total on
  // its own line, so saying "not included" beside that total would contradict it.
  return { ...buying, excludes: buying.excludes.filter((item) => !isStampDutyItself(item)) };
}

/** The price page's line saying Stamp Duty Land Tax itself is not one of our fees. */
export const isStampDutyItself = (item: string) => item.startsWith("Stamp Duty Land Tax itself");

function saleSection(
  salePrice: number,
  tenure: "freehold" | "leasehold",
  list: PriceList,
): QuoteSection {
  const page = quoted(residentialSale, list);
  const leasehold = tenure === "leasehold";
  return section(
    "Selling",
    page,
    bandedFee(page, salePrice),
    leasehold ? supplement(page, "leasehold") : [],
    leasehold,
    (d) => disbursementLine(d),
  );
}

function remortgageSection(tenure: "freehold" | "leasehold", list: PriceList): QuoteSection {
  const page = quoted(residentialMortgage, list);
  const legal = page.prices.legalFee;
  const fee =
    legal.kind === "fixed"
      ? (legal.fees.find((f) => f.id === "remortgage") ?? legal.fees[0])
      : undefined;
  if (!fee) throw new Error("The remortgage page has no fixed fee");
  const leasehold = tenure === "leasehold";
  return section(
    "Remortgaging",
    page,
    { ...feeLine(page, fee), label: "Our legal fee" },
    leasehold ? supplement(page, "leasehold") : [],
    leasehold,
    (d) => disbursementLine(d),
  );
}

/**
 * What a move costs with us, all in: every figure comes from the price list in force, the one
 * the SRA price pages show (plus HM Land Registry's scale and the SDLT rates). Pure: `today` and
 * the list are passed in.
 */
export function calculateQuote(input: QuoteInput, today: string, list: PriceList): Quote {
  const sections: QuoteSection[] = [];
  let sdlt: SdltResult | undefined;
  if (input.type === "sale" || input.type === "sale-and-purchase") {
    sections.push(
      saleSection(input.salePrice, input.type === "sale" ? input.tenure : input.saleTenure, list),
    );
  }
  if (input.type === "purchase" || input.type === "sale-and-purchase") {
    sections.push(purchaseSection(input, list));
    sdlt = calculateSdlt({
      price: input.purchasePrice,
      completionDate: today,
      firstTimeBuyer: input.firstTimeBuyer,
      additionalProperty: input.additionalProperty,
      nonResident: input.nonResident,
    });
  }
  if (input.type === "remortgage") sections.push(remortgageSection(input.tenure, list));
  const sectionsTotal = sections.map((s) => s.total).reduce(add, { min: 0, max: 0 });
  const total = sdlt ? add(sectionsTotal, { min: sdlt.total, max: sdlt.total }) : sectionsTotal;
  return { sections, sdlt, total };
}
