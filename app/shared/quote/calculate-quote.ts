import { landRegistryFee } from "~/content/prices/land-registry";
import residentialMortgage from "~/content/prices/residential-mortgage";
import residentialPurchase from "~/content/prices/residential-purchase";
import residentialSale from "~/content/prices/residential-sale";
import type { Disbursement, Fee, PricePage } from "~/content/prices/types";
import { VAT_RATE } from "~/content/prices/types";
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

function feeLine(fee: Fee): QuoteLine {
  const net = amount(fee.amount);
  return { label: fee.label, net, vat: vatOf(net, fee.vat), note: fee.note };
}

function disbursementLine(d: Disbursement, overrideAmount?: number, note?: string): QuoteLine {
  const net = amount(overrideAmount ?? d.amount);
  return { label: d.label, net, vat: vatOf(net, d.vat), note: note ?? undefined };
}

function supplement(page: PricePage, id: string): QuoteLine[] {
  const fee = page.supplements.find((s) => s.id === id);
  if (!fee) throw new Error(`${page.slug} has no supplement "${id}"`);
  return [feeLine(fee)];
}

function bandedFee(page: PricePage, price: number): QuoteLine {
  const fee = page.legalFee;
  if (fee.kind !== "banded") throw new Error(`${page.slug} is not banded`);
  const band = fee.bands.find((b) => b.upTo === null || price <= b.upTo);
  if (!band) throw new Error(`${page.slug} has no band for ${price}`);
  const net = amount(band.amount);
  return {
    label:
      band.upTo === null
        ? `Our legal fee (starting fee; we quote individually above £1m)`
        : "Our legal fee",
    net,
    vat: vatOf(net, true),
  };
}

function section(
  title: string,
  page: PricePage,
  legalFee: QuoteLine,
  supplements: QuoteLine[],
  leasehold: boolean,
  disbursementFor: (d: Disbursement) => QuoteLine,
): QuoteSection {
  const applies = (d: Disbursement) =>
    (d.appliesWhen ?? "always") === "always" || (d.appliesWhen === "leasehold" && leasehold);
  const disbursements = page.disbursements.filter(applies).map(disbursementFor);
  const mayAlsoApply = page.disbursements
    .filter((d) => d.appliesWhen === "sometimes")
    .map(disbursementFor);
  const total = [legalFee, ...supplements, ...disbursements]
    .map(gross)
    .reduce(add, { min: 0, max: 0 });
  return {
    title,
    pricePage: `/compliance/${page.slug}`,
    legalFee,
    supplements,
    disbursements,
    mayAlsoApply,
    total,
    excludes: page.excludes,
  };
}

function purchaseSection(input: {
  purchasePrice: number;
  tenure: "freehold" | "leasehold";
  newBuild: boolean;
  mortgage: boolean;
}): QuoteSection {
  const page = residentialPurchase;
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

function saleSection(salePrice: number, tenure: "freehold" | "leasehold"): QuoteSection {
  const page = residentialSale;
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

function remortgageSection(tenure: "freehold" | "leasehold"): QuoteSection {
  const page = residentialMortgage;
  const fee =
    page.legalFee.kind === "fixed"
      ? page.legalFee.fees.find((f) => f.id === "remortgage")
      : undefined;
  if (!fee) throw new Error("The remortgage page has no fixed fee");
  const leasehold = tenure === "leasehold";
  return section(
    "Remortgaging",
    page,
    { ...feeLine(fee), label: "Our legal fee" },
    leasehold ? supplement(page, "leasehold") : [],
    leasehold,
    (d) => disbursementLine(d),
  );
}

/**
 * What a move costs with us, all in: every figure comes from the same price data the SRA price
 * pages show (plus HM Land Registry's scale and the SDLT rates). Pure: `today` is passed in.
 */
export function calculateQuote(input: QuoteInput, today: string): Quote {
  const sections: QuoteSection[] = [];
  let sdlt: SdltResult | undefined;
  if (input.type === "sale" || input.type === "sale-and-purchase") {
    sections.push(
      saleSection(input.salePrice, input.type === "sale" ? input.tenure : input.saleTenure),
    );
  }
  if (input.type === "purchase" || input.type === "sale-and-purchase") {
    sections.push(purchaseSection(input));
    sdlt = calculateSdlt({
      price: input.purchasePrice,
      completionDate: today,
      firstTimeBuyer: input.firstTimeBuyer,
      additionalProperty: input.additionalProperty,
      nonResident: input.nonResident,
    });
  }
  if (input.type === "remortgage") sections.push(remortgageSection(input.tenure));
  const sectionsTotal = sections.map((s) => s.total).reduce(add, { min: 0, max: 0 });
  const total = sdlt ? add(sectionsTotal, { min: sdlt.total, max: sdlt.total }) : sectionsTotal;
  return { sections, sdlt, total };
}
