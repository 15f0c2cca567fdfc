import { calendarDate } from "~/shared/schemas/dates";
import { z } from "~/shared/zod";

/**
 * The firm's published figures as one stored document (firm_settings key "prices", ADR 032):
 * every amount the price pages, the service pages' cards and the conveyancing quote show. The
 * words around the figures (what a fee covers, the stages, who does the work) stay in
 * app/content/prices; they refer to these lines by id. The admin screen validates its form into
 * this shape and the prices source parses every stored value with it again.
 */

/** The pages that publish prices: five at /compliance/{slug}, two on their service pages. */
export const priceSlugs = [
  "residential-purchase",
  "residential-sale",
  "residential-mortgage",
  "wills-probate",
  "lasting-powers-attorney",
  "employment-law",
  "motoring-offences",
] as const;
export type PriceSlug = (typeof priceSlugs)[number];

/** Services with no published price: the firm may give a typical range, and need not. */
export const unpricedServices = [
  "family-law",
  "criminal-law",
  "dispute-resolution",
  "commercial-litigation",
  "business-law",
] as const;
export type UnpricedService = (typeof unpricedServices)[number];

const MAX_POUNDS = 10_000_000;

/** Whole pounds, as every published figure is; pence would suggest a precision nobody offers. */
export const pounds = z
  .number({ message: "Enter an amount in pounds" })
  .int("Enter whole pounds, without pence")
  .min(0, "An amount cannot be negative")
  .max(MAX_POUNDS, "Enter an amount under £10,000,000");

/** A stable name the prose and the quote use to find a line: "leasehold", "single-will". */
export const lineId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lower-case letters, digits and hyphens only")
  .max(40);

const label = z
  .string()
  .trim()
  .min(1, "Enter a label")
  .max(160, "Keep the label under 160 characters");

export const chargeBases = ["fixed", "hourly"] as const;
const basis = z.enum(chargeBases, { message: "Choose fixed or hourly" });

/** A range whose lower figure is not above its upper one: "£150 to £250". */
export const poundsRange = z.object({ from: pounds, to: pounds }).refine((r) => r.from <= r.to, {
  message: "The upper figure must not be less than the lower one",
  path: ["to"],
});

export const feeSchema = z
  .object({
    id: lineId,
    label,
    /** Before VAT. */
    amount: pounds,
    /** For a "from" figure: the top of the typical range ("most estates cost £3,000 to £7,500"). */
    to: pounds.optional(),
    vat: z.boolean(),
    basis,
  })
  .refine((f) => f.to === undefined || f.amount <= f.to, {
    message: "The upper figure must not be less than the amount",
    path: ["to"],
  });

/** A legal fee that depends on the property price: `upTo` is inclusive; the last band has none. */
export const bandSchema = z.object({ upTo: pounds.nullable(), amount: pounds });

/** One level of a range fee: "Simple claim: £3,500 to £8,000". */
const tierSchema = z
  .object({ id: lineId, label, from: pounds, to: pounds })
  .refine((t) => t.from <= t.to, {
    message: "The upper figure must not be less than the lower one",
    path: ["to"],
  });

const bandedFeeSchema = z
  .object({
    kind: z.literal("banded"),
    id: lineId,
    label,
    vat: z.boolean(),
    bands: z.array(bandSchema).min(1, "Give at least one band").max(20),
  })
  .superRefine((fee, ctx) => {
    fee.bands.forEach((band, i) => {
      const last = i === fee.bands.length - 1;
      if (last && band.upTo !== null) {
        ctx.addIssue({
          code: "custom",
          message: "The last band must be open-ended (no upper price)",
          path: ["bands", i, "upTo"],
        });
      }
      if (!last && band.upTo === null) {
        ctx.addIssue({
          code: "custom",
          message: "Only the last band may be open-ended",
          path: ["bands", i, "upTo"],
        });
      }
      const previous = fee.bands[i - 1]?.upTo;
      if (i > 0 && band.upTo !== null && previous != null && band.upTo <= previous) {
        ctx.addIssue({
          code: "custom",
          message: "Each band's upper price must be above the one before",
          path: ["bands", i, "upTo"],
        });
      }
    });
  });

const rangeFeeSchema = z
  .object({
    kind: z.literal("range"),
    id: lineId,
    basis,
    from: pounds,
    to: pounds,
    vat: z.boolean(),
    /** What the range is made of, by complexity; the prose names them. */
    tiers: z.array(tierSchema).max(10),
    /** The hourly rates the range is charged at. */
    rates: z.array(feeSchema).max(10),
  })
  .refine((r) => r.from <= r.to, {
    message: "The upper figure must not be less than the lower one",
    path: ["to"],
  });

export const legalFeeSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("fixed"),
    fees: z.array(feeSchema).min(1, "Give at least one fee").max(20),
  }),
  bandedFeeSchema,
  rangeFeeSchema,
]);

/** When a disbursement applies, for the quote: every matter, leasehold only, or only sometimes. */
export const disbursementConditions = ["always", "leasehold", "sometimes"] as const;
export type DisbursementCondition = (typeof disbursementConditions)[number];

export const disbursementSchema = z.object({
  id: lineId,
  label,
  /** A fixed figure, or a range when a third party sets it. */
  amount: z.union([pounds, poundsRange]),
  vat: z.boolean(),
  appliesWhen: z.enum(disbursementConditions),
});

export const pagePricesSchema = z
  .object({
    legalFee: legalFeeSchema,
    supplements: z.array(feeSchema).max(20),
    disbursements: z.array(disbursementSchema).max(30),
  })
  .superRefine((page, ctx) => {
    const seen = new Set<string>();
    for (const id of lineIdsOf(page)) {
      if (seen.has(id)) {
        ctx.addIssue({ code: "custom", message: `Two lines are both called "${id}"` });
      }
      seen.add(id);
    }
  });

/** A typical range for a service with no published price: shown only when the firm gives one. */
export const typicalRangeSchema = z
  .object({ from: pounds, to: pounds, vat: z.boolean(), basis })
  .refine((r) => r.from <= r.to, {
    message: "The upper figure must not be less than the lower one",
    path: ["to"],
  });

const teamSlug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Choose a member of the team");

export const serviceSettingsSchema = z.object({
  /** The team member the service page names as leading the work (item 6 of issue 29). */
  leadLawyer: teamSlug.optional(),
  /** The fee the page's consultation card quotes: a line id on the service's own price page. */
  cardFee: lineId.optional(),
  /** Unpriced services only. */
  typicalRange: typicalRangeSchema.optional(),
});

/**
 * The service pages (paths below /services) and the price page each one's figures come from.
 * Kept here, not read from the service content, so this schema stays small enough for any page;
 * app/lib/service-prices.test.ts checks it matches the services' `pricePage`.
 */
export const servicePriceSlugs: Readonly<Record<string, PriceSlug | null>> = {
  "wills-probate": "wills-probate",
  "executor-of-wills": "wills-probate",
  conveyancing: "residential-purchase",
  "conveyancing/what-is-conveyancing": "residential-purchase",
  "conveyancing/conveyancing-process": "residential-purchase",
  "conveyancing/conveyancing-costs": "residential-purchase",
  "conveyancing/conveyancing-searches": "residential-purchase",
  "conveyancing/exchange-completion": "residential-purchase",
  "lasting-powers": "lasting-powers-attorney",
  "family-law": null,
  "business-law": null,
  "employment-law": "employment-law",
  "personal-injury": null,
  "criminal-law": null,
  "motoring-offences": "motoring-offences",
  "dispute-resolution": null,
  "commercial-litigation": null,
  "inheritance-disputes": null,
};

/** The legal fee's shape the conveyancing quote (~/shared/quote/calculate-quote.ts) reads. */
const quotedFeeKinds: Partial<Record<PriceSlug, LegalFee["kind"]>> = {
  "residential-purchase": "banded",
  "residential-sale": "banded",
  "residential-mortgage": "fixed",
};

const pagesShape = Object.fromEntries(priceSlugs.map((s) => [s, pagePricesSchema])) as Record<
  PriceSlug,
  typeof pagePricesSchema
>;

export const priceListSchema = z
  .object({
    /** Shown on every price page: "Prices reviewed on 22 November 2026". */
    reviewedOn: calendarDate("Enter the date the prices were reviewed"),
    pages: z.object(pagesShape),
    services: z.record(z.string(), serviceSettingsSchema),
  })
  .superRefine((list, ctx) => {
    // The conveyancing quote works the legal fee out from the price: these shapes it relies on.
    for (const [slug, kind] of Object.entries(quotedFeeKinds)) {
      if (list.pages[slug as PriceSlug].legalFee.kind !== kind) {
        ctx.addIssue({
          code: "custom",
          message:
            kind === "banded"
              ? "The conveyancing quote needs this fee in price bands"
              : "The conveyancing quote needs this page's fee as a fixed fee",
          path: ["pages", slug, "legalFee", "kind"],
        });
      }
    }
    for (const [path, settings] of Object.entries(list.services)) {
      if (!(path in servicePriceSlugs)) {
        ctx.addIssue({
          code: "custom",
          message: `There is no service page "${path}"`,
          path: ["services", path],
        });
        continue;
      }
      const slug = servicePriceSlugs[path] ?? null;
      if (settings.cardFee !== undefined) {
        const own = slug ? feeIdsOf(list.pages[slug]) : [];
        if (!own.includes(settings.cardFee)) {
          ctx.addIssue({
            code: "custom",
            message: slug
              ? `The card must quote a fee published on this service's own price page (${slug})`
              : "This service has no price page, so its card cannot quote a fee",
            path: ["services", path, "cardFee"],
          });
        }
      }
      if (settings.typicalRange && !(unpricedServices as readonly string[]).includes(path)) {
        ctx.addIssue({
          code: "custom",
          message: "Only a service without published prices can show a typical range",
          path: ["services", path, "typicalRange"],
        });
      }
    }
  });

export type PriceList = z.output<typeof priceListSchema>;
export type PagePrices = z.output<typeof pagePricesSchema>;
export type PriceFee = z.output<typeof feeSchema>;
export type PriceBand = z.output<typeof bandSchema>;
export type PriceDisbursement = z.output<typeof disbursementSchema>;
export type LegalFee = z.output<typeof legalFeeSchema>;
export type ServiceSettings = z.output<typeof serviceSettingsSchema>;
export type TypicalRange = z.output<typeof typicalRangeSchema>;

/**
 * The same document, also checked against the team as it is now: a lead lawyer must be one of
 * its members. The admin screen saves through this; the prices source reads with the plain
 * schema (a member hidden later simply stops being shown, see app/lib/service-page.server.ts).
 */
export function priceListSchemaForTeam(teamSlugs: readonly string[]) {
  const team = new Set(teamSlugs);
  return priceListSchema.superRefine((list, ctx) => {
    for (const [path, settings] of Object.entries(list.services)) {
      if (settings.leadLawyer !== undefined && !team.has(settings.leadLawyer)) {
        ctx.addIssue({
          code: "custom",
          message: `"${settings.leadLawyer}" is not a member of the team`,
          path: ["services", path, "leadLawyer"],
        });
      }
    }
  });
}

/** Every line id on a page: its legal fees (or the banded/range fee), supplements, disbursements. */
export function lineIdsOf(page: PagePrices): string[] {
  const fee = page.legalFee;
  const legal =
    fee.kind === "fixed"
      ? fee.fees.map((f) => f.id)
      : fee.kind === "banded"
        ? [fee.id]
        : [fee.id, ...fee.tiers.map((t) => t.id), ...fee.rates.map((r) => r.id)];
  return [...legal, ...page.supplements.map((f) => f.id), ...page.disbursements.map((d) => d.id)];
}

/** The firm's own fees on a page (not disbursements, which third parties set): what a card may quote. */
export function feeIdsOf(page: PagePrices): string[] {
  const fee = page.legalFee;
  const legal = fee.kind === "fixed" ? fee.fees.map((f) => f.id) : [fee.id];
  return [...legal, ...page.supplements.map((f) => f.id)];
}
