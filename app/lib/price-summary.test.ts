import { describe, expect, it } from "vitest";
import { seedPriceList } from "~/content/prices/seed-prices";
import { feeIdsOf, type PriceSlug, priceSlugs } from "~/shared/prices/price-list-schema";
import { describeTypicalRange, summariseFee } from "./price-summary";

const prices = (slug: PriceSlug) => seedPriceList.pages[slug];

describe("summariseFee", () => {
  it("quotes the first band of a banded fee, with what it covers", () => {
    expect(summariseFee(prices("residential-purchase"), "legal-fee")).toEqual({
      headline: "From £950 + VAT",
      detail: "Our fixed legal fee for a price up to £150,000",
    });
  });

  it("quotes the fee it is pointed at: the will fee on the wills page, not the probate fee", () => {
    expect(summariseFee(prices("wills-probate"), "single-will")).toEqual({
      headline: "£295 + VAT",
      detail: "Fixed fee: Single will (separate from probate)",
    });
    expect(summariseFee(prices("wills-probate"), "grant-only").headline).toBe("£1,450 + VAT");
  });

  it("gives a 'from' fee with its typical top, and says it is charged by the hour", () => {
    expect(summariseFee(prices("wills-probate"), "full-administration")).toEqual({
      headline: "£3,000 to £7,500 + VAT",
      detail: "Charged by the hour: Full estate administration: typical estates",
    });
  });

  it("gives a range charged by the hour as a range and says so", () => {
    const employment = summariseFee(prices("employment-law"), "legal-fee");
    expect(employment.headline).toBe("£3,500 to £30,000 + VAT");
    expect(employment.detail).toMatch(/by the hour/);
  });

  it("without a chosen fee, quotes the page's first fee", () => {
    expect(summariseFee(prices("lasting-powers-attorney")).headline).toBe("£450 + VAT");
  });

  it("follows the figures it is given", () => {
    const list = structuredClone(seedPriceList);
    const will = list.pages["wills-probate"].supplements.find((s) => s.id === "single-will");
    if (!will) throw new Error("the seed has a will fee");
    will.amount = 325;
    expect(summariseFee(list.pages["wills-probate"], "single-will").headline).toBe("£325 + VAT");
  });

  it("refuses a fee the page does not publish", () => {
    expect(() => summariseFee(prices("lasting-powers-attorney"), "single-will")).toThrow(
      'The price page has no fee "single-will"',
    );
  });

  it("never quotes a figure that is not in the page's own figures", () => {
    for (const slug of priceSlugs) {
      for (const id of feeIdsOf(prices(slug))) {
        const figures = summariseFee(prices(slug), id).headline.match(/£[\d,]+/g) ?? [];
        const published = JSON.stringify(prices(slug));
        for (const figure of figures) {
          expect(published, `${slug}/${id}: ${figure}`).toContain(figure.replace(/[£,]/g, ""));
        }
      }
    }
  });
});

describe("describeTypicalRange", () => {
  it("words a typical range with its VAT and how it is charged", () => {
    expect(describeTypicalRange({ from: 1_500, to: 4_000, vat: true, basis: "hourly" })).toBe(
      "Typically £1,500 to £4,000 + VAT, charged by the hour",
    );
  });
});
