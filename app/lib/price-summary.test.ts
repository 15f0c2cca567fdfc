import { describe, expect, it } from "vitest";
import { findPricePage, pricePages } from "~/content/prices";
import type { PricePage } from "~/content/prices/types";
import { formatPounds } from "~/shared/money";
import { summarisePrice } from "./price-summary";

const page = (slug: string): PricePage => {
  const found = findPricePage(slug);
  if (!found) throw new Error(slug);
  return found;
};

describe("summarisePrice", () => {
  it("quotes the first band of a banded fee, with what it covers", () => {
    const purchase = page("residential-purchase");
    const legalFee = purchase.legalFee;
    if (legalFee.kind !== "banded") throw new Error("expected bands");
    const first = legalFee.bands[0];
    expect(summarisePrice(purchase)).toEqual({
      headline: `From ${formatPounds(first?.amount ?? 0)} + VAT`,
      detail: `Our fixed legal fee for a price up to ${formatPounds(first?.upTo ?? 0)}`,
    });
  });

  it("quotes the lowest fixed fee, never an hourly estimate that is lower or higher", () => {
    const wills = page("wills-probate");
    const { headline, detail } = summarisePrice(wills);
    const fees = wills.legalFee.kind === "fixed" ? wills.legalFee.fees : [];
    const lowestFixed = Math.min(
      ...fees.filter((f) => (f.basis ?? "fixed") === "fixed").map((f) => f.amount),
    );
    expect(headline).toBe(`From ${formatPounds(lowestFixed)} + VAT`);
    expect(detail).toMatch(/^Fixed fee: /);
  });

  it("gives a range charged by the hour as a range and says so", () => {
    const employment = page("employment-law");
    expect(summarisePrice(employment).headline).toBe("£3,500 to £30,000 + VAT");
    expect(summarisePrice(employment).detail).toMatch(/by the hour/);
  });

  it("never quotes a figure that is not on the price page itself", () => {
    for (const p of pricePages) {
      const figures = summarisePrice(p).headline.match(/£[\d,]+/g) ?? [];
      const published = JSON.stringify(p.legalFee);
      for (const figure of figures) {
        expect(published, `${p.slug}: ${figure}`).toContain(figure.replace(/[£,]/g, ""));
      }
    }
  });
});
