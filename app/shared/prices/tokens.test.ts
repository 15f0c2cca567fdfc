import { describe, expect, test } from "vitest";
import { seedPriceList } from "~/content/prices/seed-prices";
import { fillPriceText, fillPriceTokens, unfilledPriceTokens } from "./tokens";

const fill = (text: string) => fillPriceText(text, seedPriceList);

describe("price tokens", () => {
  test("a line's amount, a band by price, and the price where the open band starts", () => {
    expect(fill("{fee:residential-purchase/lender}")).toBe("£175");
    expect(fill("{fee:residential-purchase/band:250000}")).toBe("£1,095");
    expect(fill("{fee:residential-purchase/band:250001}")).toBe("£1,295");
    expect(fill("{fee:residential-purchase/band:5000000}")).toBe("£2,450");
    expect(fill("{fee:residential-purchase/legal-fee.limit}")).toBe("£1,000,000");
  });

  test("the ends of a range, a tier and a 'from' fee", () => {
    expect(fill("{fee:employment-law/simple.from} to {fee:employment-law/simple.to}")).toBe(
      "£3,500 to £8,000",
    );
    expect(fill("{fee:employment-law/legal-fee.to}")).toBe("£30,000");
    expect(fill("{fee:wills-probate/full-administration.to}")).toBe("£7,500");
    expect(fill("{fee:residential-purchase/local-search.from}")).toBe("£150");
  });

  test("sums, VAT and totals, as the purchase example works them out", () => {
    const lines = "residential-purchase/band:250000+residential-purchase/lender";
    expect(fill(`{fee:${lines}} plus {vat:${lines}} VAT, which is {total:${lines}}`)).toBe(
      "£1,270 plus £254 VAT, which is £1,524",
    );
  });

  test("multiples, and VAT only on the lines that carry it", () => {
    const both = "lasting-powers-attorney/both-types";
    const registration = "2*lasting-powers-attorney/registration-fee";
    expect(fill(`{fee:${registration}}`)).toBe("£184");
    expect(fill(`{vat:${both}+${registration}}`)).toBe("£150");
    expect(fill(`{total:${both}+${registration}}`)).toBe("£1,084");
  });

  test("VAT to the penny when it is not whole pounds", () => {
    const list = structuredClone(seedPriceList);
    const lender = list.pages["residential-purchase"].supplements.find((s) => s.id === "lender");
    if (!lender) throw new Error("the seed has a lender supplement");
    lender.amount = 176;
    expect(fillPriceText("{vat:residential-purchase/lender}", list)).toBe("£35.20");
  });

  test("fills every string in a record and follows the list it is given", () => {
    const list = structuredClone(seedPriceList);
    const grant = list.pages["wills-probate"].legalFee;
    if (grant.kind !== "fixed" || !grant.fees[0]) throw new Error("wills has fixed fees");
    grant.fees[0].amount = 1_500;
    const record = {
      a: ["{fee:wills-probate/grant-only}"],
      b: { c: "{total:wills-probate/grant-only}" },
      n: 3,
    };
    expect(fillPriceTokens(record, list)).toEqual({ a: ["£1,500"], b: { c: "£1,800" }, n: 3 });
  });

  test("a token the list cannot fill is reported, never guessed", () => {
    const content = {
      ok: "{fee:residential-purchase/lender}",
      gone: "{fee:residential-purchase/no-such-line}",
      page: "{fee:family-law/anything}",
      ambiguous: "{fee:residential-purchase/local-search}",
    };
    expect(unfilledPriceTokens(content, seedPriceList)).toEqual([
      '{fee:residential-purchase/no-such-line}: The price list has no figure "residential-purchase/no-such-line"',
      '{fee:family-law/anything}: There is no price page "family-law"',
      // A range has two ends: the prose must say which.
      '{fee:residential-purchase/local-search}: The price list has no figure "residential-purchase/local-search"',
    ]);
    expect(() => fill("{fee:residential-purchase/no-such-line}")).toThrow();
  });
});
