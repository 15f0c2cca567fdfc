import { describe, expect, test } from "vitest";
import { areaPages } from "~/content/locations";
import { servicePages } from "~/content/services";
import { fillPriceTokens, unfilledPriceTokens } from "~/shared/prices/tokens";
import { pricePages } from ".";
import { priceListProblems } from "./check-price-list";
import { complianceOverview } from "./overview";
import { seedPriceList } from "./seed-prices";

/**
 * £ figures the price prose, service pages and location pages may write out because they are not
 * the firm's fees; every figure of a firm fee must be a price token (~/shared/prices/tokens.ts),
 * so it follows the stored price list. Each entry: where, the figure, and why it may stay.
 */
const allowed: ReadonlyArray<{ where: string; figure: string; reason: string }> = [
  {
    where: "price residential-purchase",
    figure: "£250,000",
    reason: "the property price of the worked example, not a fee",
  },
  {
    where: "price residential-sale",
    figure: "£250,000",
    reason: "the property price of the worked example, not a fee",
  },
  {
    where: "price lasting-powers-attorney",
    figure: "£12,000",
    reason: "the income threshold for the Office of the Public Guardian's reduced fee (GOV.UK)",
  },
  {
    where: "price wills-probate",
    figure: "£5,000",
    reason: "the estate value below which no probate fee is due (GOV.UK)",
  },
  {
    where: "price wills-probate",
    figure: "£1.50",
    reason: "HM Courts and Tribunals Service's fee per extra copy of the grant",
  },
  {
    where: "price employment-law",
    figure: "£5,000",
    reason: "an illustrative amount of time within a simple claim, not a published fee",
  },
  { where: "price employment-law", figure: "£1,000", reason: "VAT on the illustrative £5,000" },
  {
    where: "price employment-law",
    figure: "£6,000",
    reason: "the illustrative £5,000 with its VAT",
  },
  {
    where: "service conveyancing/conveyancing-costs",
    figure: "£125,000",
    reason: "an SDLT rate threshold (HMRC)",
  },
  {
    where: "service conveyancing/conveyancing-costs",
    figure: "£125,001",
    reason: "an SDLT rate threshold (HMRC)",
  },
  {
    where: "service conveyancing/conveyancing-costs",
    figure: "£250,000",
    reason: "an SDLT rate threshold (HMRC)",
  },
  {
    where: "service conveyancing/conveyancing-costs",
    figure: "£250,001",
    reason: "an SDLT rate threshold (HMRC)",
  },
  {
    where: "service conveyancing/conveyancing-costs",
    figure: "£925,000",
    reason: "an SDLT rate threshold (HMRC)",
  },
  {
    where: "service conveyancing/conveyancing-costs",
    figure: "£925,001",
    reason: "an SDLT rate threshold (HMRC)",
  },
  {
    where: "service conveyancing/conveyancing-costs",
    figure: "£1.5",
    reason: "an SDLT rate threshold (HMRC), £1.5 million",
  },
  {
    where: "service conveyancing/conveyancing-costs",
    figure: "£295,000",
    reason: "the property price of the SDLT worked example",
  },
  {
    where: "service conveyancing/conveyancing-costs",
    figure: "£4,750",
    reason: "the SDLT on the worked example (HMRC's rates)",
  },
  {
    where: "service conveyancing/conveyancing-costs",
    figure: "£300,000",
    reason: "the first-time buyers' SDLT threshold (HMRC)",
  },
  {
    where: "service conveyancing/conveyancing-costs",
    figure: "£300,001",
    reason: "the first-time buyers' SDLT threshold (HMRC)",
  },
  {
    where: "service conveyancing/conveyancing-costs",
    figure: "£500,000",
    reason: "the first-time buyers' SDLT price limit (HMRC)",
  },
  {
    where: "service dispute-resolution",
    figure: "£10,000",
    reason: "the small claims track limit (Civil Procedure Rules)",
  },
  {
    where: "service personal-injury",
    figure: "£5,000",
    reason: "the Official Injury Claim portal's limit",
  },
  {
    where: "area cheadle",
    figure: "£300,000",
    reason: "the first-time buyers' SDLT threshold (HMRC)",
  },
  {
    where: "area cheadle",
    figure: "£300,001",
    reason: "the first-time buyers' SDLT threshold (HMRC)",
  },
  {
    where: "area cheadle",
    figure: "£500,000",
    reason: "the first-time buyers' SDLT price limit (HMRC)",
  },
  {
    where: "area heaton-moor",
    figure: "£325,000",
    reason: "the inheritance tax nil-rate band (HMRC)",
  },
  { where: "area heaton-moor", figure: "£175,000", reason: "the residence nil-rate band (HMRC)" },
  {
    where: "area heaton-moor",
    figure: "£2",
    reason: "the residence nil-rate band taper, £2 million (HMRC)",
  },
  {
    where: "area bramhall",
    figure: "£325,000",
    reason: "the inheritance tax nil-rate band (HMRC)",
  },
  { where: "area bramhall", figure: "£175,000", reason: "the residence nil-rate band (HMRC)" },
  {
    where: "area bramhall",
    figure: "£2",
    reason: "the residence nil-rate band taper, £2 million (HMRC)",
  },
  {
    where: "service wills-probate",
    figure: "£325,000",
    reason: "the inheritance tax nil-rate band (HMRC)",
  },
  {
    where: "service wills-probate",
    figure: "£175,000",
    reason: "the residence nil-rate band (HMRC)",
  },
  {
    where: "service wills-probate",
    figure: "£2",
    reason: "the residence nil-rate band taper, £2 million (HMRC)",
  },
];

/** Every string inside a value. */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

const sources: ReadonlyArray<readonly [string, unknown]> = [
  ...pricePages.map((p) => [`price ${p.slug}`, p] as const),
  ["price overview", complianceOverview],
  ...servicePages.map((p) => [`service ${p.path}`, p] as const),
  ...areaPages.map((a) => [`area ${a.slug}`, a] as const),
];

/** The £ figures written out in a record: "£1,095", "£1.50", "£1.5" (million). */
const writtenFigures = (record: unknown) =>
  stringsIn(record).flatMap((text) => text.match(/£\d{1,3}(?:,\d{3})*(?:\.\d+)?/g) ?? []);

describe("figures in the prose come from the price list", () => {
  test.each(sources)("%s writes out no figure of a firm fee", (where, record) => {
    const figures = [...new Set(writtenFigures(record))].sort();
    const mayStay = allowed.filter((a) => a.where === where).map((a) => a.figure);
    expect(figures.filter((f) => !mayStay.includes(f))).toEqual([]);
  });

  test("every allowed figure is still there, with its reason", () => {
    for (const entry of allowed) {
      const record = sources.find(([where]) => where === entry.where)?.[1];
      expect(writtenFigures(record), `${entry.where} ${entry.figure}`).toContain(entry.figure);
      expect(entry.reason.length).toBeGreaterThan(10);
    }
  });

  test("the check catches a fee written out by hand", () => {
    const page = { ...pricePages[0], vat: "Our fee is £1,450 plus VAT." };
    const mayStay = allowed.filter((a) => a.where === `price ${page.slug}`).map((a) => a.figure);
    expect(writtenFigures(page).filter((f) => !mayStay.includes(f))).toEqual(["£1,450"]);
  });

  test.each(sources)("%s: every price token is one the seed list can fill", (_where, record) => {
    expect(unfilledPriceTokens(record, seedPriceList)).toEqual([]);
  });

  test("filled from the seed, the worked examples read as they did before prices were stored", () => {
    const text = (slug: string) =>
      stringsIn(
        fillPriceTokens(
          pricePages.find((p) => p.slug === slug),
          seedPriceList,
        ),
      ).join("\n");
    expect(text("residential-purchase")).toContain(
      "our fee is £1,095 plus £175 for acting for your lender, so £1,270 plus £254 VAT, which is **£1,524**.",
    );
    expect(text("residential-purchase")).toContain("For homes over **£1,000,000**");
    expect(text("residential-sale")).toContain(
      "our fee is £950 plus £190 VAT, which is **£1,140**.",
    );
    expect(text("residential-mortgage")).toContain("costs £595 plus £119 VAT, which is **£714**,");
    expect(text("wills-probate")).toContain(
      "our grant-only fee is £1,450 plus £290 VAT, which is **£1,740**. The probate application fee of £300",
    );
    expect(text("wills-probate")).toContain("**£285 + VAT** for a partner and **£215 + VAT**");
    expect(text("wills-probate")).toContain("between £3,000 and £7,500 + VAT in total");
    expect(text("lasting-powers-attorney")).toContain(
      "cost £750 plus £150 VAT, which is **£900**, plus two registration fees of £92 (**£184**), so **£1,084** in total",
    );
    expect(text("motoring-offences")).toContain("**£210 + VAT an hour**");
    expect(text("motoring-offences")).toContain("between £2,000 and £4,500 + VAT");
    expect(text("motoring-offences")).toContain("costs £650 plus £130 VAT, which is **£780**.");
    expect(text("employment-law")).toContain("**Partner: £295 + VAT an hour**");
    expect(text("employment-law")).toContain("**Medium claim: £8,000 to £15,000 + VAT.**");
  });
});

describe("priceListProblems", () => {
  test("the seed fills every token; a list without a line the words name is reported", () => {
    expect(priceListProblems(seedPriceList)).toEqual([]);
    const list = structuredClone(seedPriceList);
    list.pages["residential-purchase"].supplements = list.pages[
      "residential-purchase"
    ].supplements.filter((s) => s.id !== "lender");
    expect(priceListProblems(list)).toContain(
      '{fee:residential-purchase/lender}: The price list has no figure "residential-purchase/lender"',
    );
  });
});
