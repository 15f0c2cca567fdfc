import { describe, expect, test } from "vitest";
import { areaPages } from "~/content/locations";
import { findPricePage, pricePageForService, pricePages } from "~/content/prices";
import { pricingBasisOf } from "~/content/prices/charge-basis";
import { seedPriceList } from "~/content/prices/seed-prices";
import type { PricePage } from "~/content/prices/types";
import { findServicePage, servicePages } from "~/content/services";
import { localServiceSlugs } from "~/shared/firm/facts";
import type { PriceSlug } from "~/shared/prices/price-list-schema";

/** The seed figures of a price page: what its pages show until the firm saves new ones. */
const figuresOf = (page: PricePage) => seedPriceList.pages[page.slug as PriceSlug];

/** Every string inside a value. */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

function sentencesIn(value: unknown): string[] {
  return stringsIn(value).flatMap((text) => text.split(/(?<=[.!?])\s+|\n+/));
}

const mentionsFixedFee = /\bfixed[- ](?:fees?|prices?|costs?)\b|\bfees? (?:is|are) fixed\b/i;
const mentionsHourly = /\bhour(?:ly)?\b/i;

/**
 * Work the price page leaves out and says is a separate fixed fee ("Settlement agreement advice
 * where no claim has been made (a separate fixed fee)"), by its first two words.
 */
function separateFixedFeeWork(prices: PricePage): string[] {
  return prices.excludes
    .filter((item) => mentionsFixedFee.test(item))
    .map((item) => item.split(/\s+/).slice(0, 2).join(" ").toLowerCase());
}

/**
 * The sentences that would tell a reader the service costs a fixed fee when the price data
 * says some or all of it is charged by the hour. On a mixed service, a fixed fee may only be
 * mentioned in the same breath as the hourly part; on an hourly service, only for separate
 * work that the price page itself says is a fixed fee.
 */
function misleadingFixedFeeClaims(copy: unknown, prices: PricePage): string[] {
  const basis = pricingBasisOf(figuresOf(prices));
  if (basis === "fixed") return [];
  const separate = separateFixedFeeWork(prices);
  return sentencesIn(copy).filter((sentence) => {
    if (!mentionsFixedFee.test(sentence)) return false;
    if (basis === "mixed") return !mentionsHourly.test(sentence);
    return !separate.some((work) => sentence.toLowerCase().includes(work));
  });
}

describe("how each price page charges, read from its fee lines", () => {
  test.each([
    ["wills-probate", "mixed"],
    ["motoring-offences", "mixed"],
    ["employment-law", "hourly"],
    ["lasting-powers-attorney", "fixed"],
    ["residential-purchase", "fixed"],
    ["residential-sale", "fixed"],
    ["residential-mortgage", "fixed"],
  ] as const)("%s is %s", (slug, basis) => {
    const page = findPricePage(slug);
    expect(page).toBeDefined();
    if (page) expect(pricingBasisOf(figuresOf(page))).toBe(basis);
  });

  test("a page that charges any work by the hour says so in its basis of charges", () => {
    for (const page of pricePages) {
      if (pricingBasisOf(figuresOf(page)) !== "fixed")
        expect(page.basisOfCharges, page.slug).toMatch(/hour/i);
    }
  });
});

describe("service copy agrees with the price data", () => {
  const priced = servicePages.flatMap((page) => {
    const prices = pricePageForService(page);
    return prices ? [[page.path, page, prices] as const] : [];
  });

  test("the services with published prices are found", () => {
    expect(priced.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        "wills-probate",
        "executor-of-wills",
        "motoring-offences",
        "employment-law",
      ]),
    );
  });

  test.each(priced)(
    "/services/%s never calls hourly-charged work a fixed fee",
    (_path, page, prices) => {
      const { meta, heading, lead, sections, steps, costs, faqs } = page;
      expect(
        misleadingFixedFeeClaims({ meta, heading, lead, sections, steps, costs, faqs }, prices),
      ).toEqual([]);
    },
  );

  test("area pages for a priced service make no fixed-fee claim the price data does not back", () => {
    for (const slug of localServiceSlugs) {
      const service = findServicePage(slug);
      const prices = service && pricePageForService(service);
      if (!prices) continue;
      for (const area of areaPages) {
        expect(
          misleadingFixedFeeClaims(area.services[slug], prices),
          `${area.slug}/${slug}`,
        ).toEqual([]);
      }
    }
  });

  test("the checker catches the claims it is meant to catch", () => {
    const probate = findPricePage("wills-probate");
    const employment = findPricePage("employment-law");
    if (!probate || !employment) throw new Error("price pages missing");
    expect(
      misleadingFixedFeeClaims("We charge fixed fees for wills and for probate.", probate),
    ).toHaveLength(1);
    expect(
      misleadingFixedFeeClaims(
        "Getting the grant is a fixed fee; running the whole estate is charged by the hour.",
        probate,
      ),
    ).toEqual([]);
    expect(
      misleadingFixedFeeClaims(
        "We charge a fixed fee for a defined stage or hourly rates.",
        employment,
      ),
    ).toHaveLength(1);
    expect(
      misleadingFixedFeeClaims("Settlement agreement advice is a separate fixed fee.", employment),
    ).toEqual([]);
  });
});

describe("what a service page's aside says about fees", () => {
  test.each(servicePages.map((p) => [p.path, p] as const))(
    "%s has published prices or a note of how fees are set, never both",
    (_path, page) => {
      const prices = pricePageForService(page);
      if (prices) expect(page.feesInBrief).toBeUndefined();
      else expect(page.feesInBrief?.length ?? 0).toBeGreaterThan(20);
      // Only the price data may give a figure.
      expect(page.feesInBrief ?? "").not.toMatch(/£\s?\d/);
    },
  );
});
