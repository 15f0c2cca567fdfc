import { describe, expect, test } from "vitest";
import purchaseWords from "~/content/prices/residential-purchase";
import { seedPriceList } from "~/content/prices/seed-prices";
import type { PagePrices, PriceList } from "~/shared/prices/price-list-schema";
import { calculateQuote, isStampDutyItself } from "./calculate-quote";
import { quoteSchema } from "./quote-schema";

const today = "2026-11-22";
const quote = (raw: Record<string, unknown>, list: PriceList = seedPriceList) =>
  calculateQuote(quoteSchema.parse(raw), today, list);
const residentialPurchase = seedPriceList.pages["residential-purchase"];
const residentialSale = seedPriceList.pages["residential-sale"];

function bandFee(page: PagePrices, price: number): number {
  if (page.legalFee.kind !== "banded") throw new Error("not banded");
  return page.legalFee.bands.find((b) => b.upTo === null || price <= b.upTo)?.amount ?? -1;
}

describe("the conveyancing quote", () => {
  test("a freehold purchase: the legal fee is the price page's band, with VAT, and SDLT is added", () => {
    const q = quote({ type: "purchase", purchasePrice: "295,000" });
    const buying = q.sections[0];
    expect(buying?.title).toBe("Buying");
    expect(buying?.legalFee.net).toEqual({
      min: bandFee(residentialPurchase, 295_000),
      max: bandFee(residentialPurchase, 295_000),
    });
    expect(buying?.legalFee.vat.min).toBe(bandFee(residentialPurchase, 295_000) * 0.2);
    expect(buying?.supplements).toEqual([]);
    expect(q.sdlt?.total).toBe(4_750);
    expect(q.total.min).toBe((buying?.total.min ?? 0) + 4_750);
  });

  test("leasehold, new build and a mortgage add exactly the supplements the price page lists", () => {
    const q = quote({
      type: "purchase",
      purchasePrice: "450000",
      tenure: "leasehold",
      newBuild: "yes",
      mortgage: "yes",
    });
    const labels = q.sections[0]?.supplements.map((s) => s.label);
    expect(labels).toEqual([
      "Leasehold property",
      "New build property",
      "Acting for your mortgage lender",
    ]);
    const amounts = q.sections[0]?.supplements.map((s) => s.net.min);
    const fromPage = ["leasehold", "new-build", "lender"].map(
      (id) => residentialPurchase.supplements.find((s) => s.id === id)?.amount,
    );
    expect(amounts).toEqual(fromPage);
    // Leasehold-only disbursements appear only for leasehold.
    expect(q.sections[0]?.disbursements.map((d) => d.label)).toContain(
      "Leasehold fees (leasehold only)",
    );
    expect(
      quote({ type: "purchase", purchasePrice: "450000" }).sections[0]?.disbursements.map(
        (d) => d.label,
      ),
    ).not.toContain("Leasehold fees (leasehold only)");
  });

  test.each([
    [75_000, 20],
    [95_000, 40],
    [150_000, 100],
    [295_000, 150],
    [750_000, 295],
    [1_200_000, 500],
  ])(
    "HM Land Registry's fee at £%i is £%i, inside the range the price page states",
    (price, fee) => {
      const line = quote({
        type: "purchase",
        purchasePrice: String(price),
      }).sections[0]?.disbursements.find((d) => d.label === "HM Land Registry registration fee");
      expect(line?.net).toEqual({ min: fee, max: fee });
      const page = residentialPurchase.disbursements.find(
        (d) => d.id === "land-registry-fee",
      )?.amount;
      const range = typeof page === "number" ? { from: page, to: page } : page;
      expect(fee).toBeGreaterThanOrEqual(range?.from ?? 0);
      expect(fee).toBeLessThanOrEqual(range?.to ?? 0);
    },
  );

  test("a sale and purchase has both sections; the total adds them and SDLT", () => {
    const q = quote({
      type: "sale-and-purchase",
      salePrice: "250k",
      purchasePrice: "400k",
      firstTimeBuyer: "yes",
    });
    expect(q.sections.map((s) => s.title)).toEqual(["Selling", "Buying"]);
    expect(q.sections[0]?.legalFee.net.min).toBe(bandFee(residentialSale, 250_000));
    const sum =
      (q.sections[0]?.total.max ?? 0) + (q.sections[1]?.total.max ?? 0) + (q.sdlt?.total ?? 0);
    expect(q.total.max).toBeCloseTo(sum, 2);
    expect(q.sdlt?.basis.firstTimeBuyerRelief).toBe(true);
  });

  test("a remortgage has no SDLT and the fixed fee from its price page", () => {
    const q = quote({ type: "remortgage", propertyValue: "300000" });
    expect(q.sdlt).toBeUndefined();
    expect(q.sections[0]?.legalFee.net.min).toBe(595);
  });

  test("the quote follows the price list it is given, not the seed", () => {
    const list = structuredClone(seedPriceList);
    const fee = list.pages["residential-purchase"].legalFee;
    if (fee.kind !== "banded") throw new Error("purchase is banded");
    fee.bands = [
      { upTo: 300_000, amount: 1_200 },
      { upTo: null, amount: 2_000 },
    ];
    list.pages["residential-purchase"].supplements = list.pages[
      "residential-purchase"
    ].supplements.map((s) => (s.id === "lender" ? { ...s, amount: 200 } : s));
    const q = quote({ type: "purchase", purchasePrice: "295000", mortgage: "yes" }, list);
    expect(q.sections[0]?.legalFee.net.min).toBe(1_200);
    expect(q.sections[0]?.supplements.map((s) => s.net.min)).toEqual([200]);
    const top = quote({ type: "purchase", purchasePrice: "450000" }, list);
    expect(top.sections[0]?.legalFee.label).toBe(
      "Our legal fee (starting fee; we quote individually above £300,000)",
    );
  });

  test("ranges stay ranges: the total shows the lowest and highest likely figures", () => {
    const q = quote({ type: "purchase", purchasePrice: "200000" });
    expect(q.total.max).toBeGreaterThan(q.total.min);
  });

  test.each([
    [{ type: "purchase", purchasePrice: "" }, "Enter the purchase price"],
    [
      { type: "purchase", purchasePrice: "lots" },
      "Enter the purchase price as a number of pounds, like 295,000",
    ],
    [
      { type: "purchase", purchasePrice: "-5" },
      "Enter the purchase price as a number of pounds, like 295,000",
    ],
    [
      { type: "purchase", purchasePrice: "999999999" },
      "Enter a purchase price between £1,000 and £50,000,000",
    ],
    [{ type: "sale", salePrice: "12" }, "Enter a sale price between £1,000 and £50,000,000"],
    [{ type: "moving" }, "Choose what you are doing"],
  ])("bad input %o gets a clear message", (raw, message) => {
    const result = quoteSchema.safeParse(raw);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe("stamp duty in a quote says one thing", () => {
  test("the total includes the tax, so no section lists the tax itself as not included", () => {
    // The price page says it (our fees do not include the tax), so the filter has work to do.
    expect(purchaseWords.excludes.some(isStampDutyItself)).toBe(true);
    const q = quote({ type: "purchase", purchasePrice: "295000" });
    expect(q.sdlt?.total).toBe(4_750);
    expect(q.total.min).toBe((q.sections[0]?.total.min ?? 0) + 4_750);
    for (const section of q.sections) expect(section.excludes.some(isStampDutyItself)).toBe(false);
  });
});
