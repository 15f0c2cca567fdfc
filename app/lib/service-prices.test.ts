import { describe, expect, test } from "vitest";
import { pricePageForService } from "~/content/prices";
import { seedPriceList } from "~/content/prices/seed-prices";
import { servicePages } from "~/content/services";
import {
  feeIdsOf,
  type PriceSlug,
  priceListSchema,
  servicePriceSlugs,
  unpricedServices,
} from "~/shared/prices/price-list-schema";
import { asidePriceFor } from "./consultation-aside.server";

describe("each service and its prices", () => {
  test("the schema's map of services to price pages is the services' own", () => {
    expect(Object.keys(servicePriceSlugs).sort()).toEqual(servicePages.map((p) => p.path).sort());
    for (const page of servicePages) {
      expect(servicePriceSlugs[page.path], page.path).toBe(pricePageForService(page)?.slug ?? null);
    }
    for (const path of unpricedServices) expect(servicePriceSlugs[path]).toBeNull();
  });

  test("the seed names a lead lawyer for every service: the first of its team today", () => {
    for (const page of servicePages) {
      expect(seedPriceList.services[page.path]?.leadLawyer, page.path).toBe(page.team[0]);
    }
  });

  test("the seed gives no typical range: one shows only when the firm enters it", () => {
    for (const settings of Object.values(seedPriceList.services)) {
      expect(settings.typicalRange).toBeUndefined();
    }
  });

  test.each([
    ["wills-probate", "£295 + VAT", /Single will/],
    ["executor-of-wills", "£1,450 + VAT", /Grant only/],
    ["conveyancing", "From £950 + VAT", /legal fee/],
    ["conveyancing/conveyancing-costs", "From £950 + VAT", /legal fee/],
    ["lasting-powers", "£450 + VAT", /One lasting power of attorney/],
    ["motoring-offences", "£650 + VAT", /Guilty plea with mitigation/],
    ["employment-law", "£3,500 to £30,000 + VAT", /by the hour/],
  ])("the card on /services/%s quotes the fee that page is about", (path, headline, detail) => {
    const service = servicePages.find((p) => p.path === path);
    if (!service) throw new Error(path);
    const price = asidePriceFor(service, true, seedPriceList);
    expect(price?.kind).toBe("published");
    if (price?.kind !== "published") return;
    expect(price.headline).toBe(headline);
    expect(price.detail).toMatch(detail);
  });

  test("every card quotes a fee on its own service's price page, never another's", () => {
    for (const [path, settings] of Object.entries(seedPriceList.services)) {
      if (!settings.cardFee) continue;
      const slug = servicePriceSlugs[path] as PriceSlug;
      expect(feeIdsOf(seedPriceList.pages[slug]), path).toContain(settings.cardFee);
    }
    // And the schema refuses a list where one does not (the will fee on the LPA card).
    const wrong = structuredClone(seedPriceList);
    wrong.services["lasting-powers"] = { leadLawyer: "eleanor-carrow", cardFee: "single-will" };
    expect(priceListSchema.safeParse(wrong).success).toBe(false);
  });

  test("an unpriced service shows its typical range once the firm gives one", () => {
    const family = servicePages.find((p) => p.path === "family-law");
    if (!family) throw new Error("family-law");
    expect(asidePriceFor(family, true, seedPriceList)).toEqual({
      kind: "how-set",
      text: family.feesInBrief,
    });
    const list = structuredClone(seedPriceList);
    list.services["family-law"] = {
      ...list.services["family-law"],
      typicalRange: { from: 1_500, to: 4_000, vat: true, basis: "hourly" },
    };
    expect(asidePriceFor(family, true, list)).toMatchObject({
      kind: "how-set",
      typical: "Typically £1,500 to £4,000 + VAT, charged by the hour",
    });
  });
});
