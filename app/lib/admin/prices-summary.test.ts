import { describe, expect, test } from "vitest";
import { seedPriceList } from "~/content/prices/seed-prices";
import type { PriceList } from "~/shared/prices/price-list-schema";
import { describePriceChanges, priceChanges } from "./prices-summary";

const copy = (): PriceList => structuredClone(seedPriceList);

describe("the audit line for a price list save", () => {
  test("a band's new fee is named by its upper price, with before and after", () => {
    const after = copy();
    const fee = after.pages["residential-purchase"].legalFee;
    if (fee.kind !== "banded" || !fee.bands[1]) throw new Error("banded");
    fee.bands[1].amount = 1150;
    expect(describePriceChanges(seedPriceList, after)).toBe(
      "Prices: residential purchase — band up to £250,000: £1,095 → £1,150",
    );
  });

  test("lines added, removed and re-priced are matched by id", () => {
    const after = copy();
    const page = after.pages["lasting-powers-attorney"];
    page.supplements = page.supplements.filter((s) => s.id !== "home-visit");
    page.supplements.push({
      id: "courier",
      label: "Courier",
      amount: 20,
      vat: true,
      basis: "fixed",
    });
    const first = page.disbursements[0];
    if (first) first.amount = 82;
    expect(priceChanges(seedPriceList, after)).toEqual([
      "lasting powers attorney — added Courier: £20 + VAT",
      "lasting powers attorney — removed Home or care home visit",
      "lasting powers attorney — Office of the Public Guardian registration fee: £92 → £82",
    ]);
  });

  test("service settings and the review date are described too", () => {
    const after = copy();
    after.reviewedOn = "2026-11-27";
    after.services["family-law"] = {
      leadLawyer: "richard-hale",
      typicalRange: { from: 1000, to: 5000, vat: true, basis: "hourly" },
    };
    expect(priceChanges(seedPriceList, after)).toEqual([
      "reviewed on 2026-11-22 → 2026-11-27",
      "family law page — lead lawyer hannah-doyle → richard-hale",
      "family law page — typical range none → £1,000 to £5,000 + VAT (hourly)",
    ]);
  });

  test("many changes are cut short, and no change says so", () => {
    const after = copy();
    after.reviewedOn = "2026-11-27";
    for (const path of ["family-law", "criminal-law", "business-law", "dispute-resolution"]) {
      after.services[path] = {};
    }
    expect(describePriceChanges(seedPriceList, after, 2)).toMatch(/; and 3 more changes$/);
    expect(describePriceChanges(seedPriceList, copy())).toBe("Prices saved with no change");
  });
});
