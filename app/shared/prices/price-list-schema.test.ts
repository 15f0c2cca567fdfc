import { describe, expect, test } from "vitest";
import { seedPriceList } from "~/content/prices/seed-prices";
import { type PriceList, priceListSchema, priceListSchemaForTeam } from "./price-list-schema";

const copy = (): PriceList => structuredClone(seedPriceList);
const messages = (value: unknown, schema = priceListSchema) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe("priceListSchema", () => {
  test("the seed is a valid price list", () => {
    expect(messages(seedPriceList)).toEqual([]);
  });

  test("bands must rise, and only the last is open-ended", () => {
    const list = copy();
    const fee = list.pages["residential-purchase"].legalFee;
    if (fee.kind !== "banded") throw new Error("purchase is banded");
    fee.bands[2] = { upTo: 200_000, amount: 1_295 };
    expect(messages(list)).toContain("Each band's upper price must be above the one before");

    const open = copy();
    const openFee = open.pages["residential-sale"].legalFee;
    if (openFee.kind !== "banded") throw new Error("sale is banded");
    openFee.bands[5] = { upTo: 2_000_000, amount: 1_995 };
    expect(messages(open)).toContain("The last band must be open-ended (no upper price)");
    openFee.bands[1] = { upTo: null, amount: 950 };
    expect(messages(open)).toContain("Only the last band may be open-ended");
  });

  test("amounts are whole, non-negative pounds", () => {
    const list = copy();
    const supplement = list.pages["residential-purchase"].supplements[0];
    if (!supplement) throw new Error("purchase has supplements");
    supplement.amount = -5;
    expect(messages(list)).toContain("An amount cannot be negative");
    supplement.amount = 395.5;
    expect(messages(list)).toContain("Enter whole pounds, without pence");
  });

  test("a range runs from the lower figure to the higher", () => {
    const list = copy();
    const search = list.pages["residential-purchase"].disbursements[0];
    if (!search) throw new Error("purchase has disbursements");
    search.amount = { from: 250, to: 150 };
    expect(messages(list)).toContain("The upper figure must not be less than the lower one");
  });

  test("two lines on one page cannot share an id", () => {
    const list = copy();
    const page = list.pages["residential-mortgage"];
    const first = page.supplements[0];
    if (!first) throw new Error("remortgage has supplements");
    page.supplements.push({ ...first });
    expect(messages(list)).toContain('Two lines are both called "leasehold"');
  });

  test("a card fee must be on the service's own price page", () => {
    const list = copy();
    // The will fee is published on the wills page, not the lasting powers page.
    list.services["lasting-powers"] = {
      ...list.services["lasting-powers"],
      cardFee: "single-will",
    };
    expect(messages(list)).toContain(
      "The card must quote a fee published on this service's own price page (lasting-powers-attorney)",
    );
    const unpriced = copy();
    unpriced.services["family-law"] = { cardFee: "legal-fee" };
    expect(messages(unpriced)).toContain(
      "This service has no price page, so its card cannot quote a fee",
    );
  });

  test("a typical range is for unpriced services only, and is an ordered range", () => {
    const list = copy();
    list.services["family-law"] = {
      typicalRange: { from: 1_500, to: 4_000, vat: true, basis: "hourly" },
    };
    expect(messages(list)).toEqual([]);
    list.services.conveyancing = {
      ...list.services.conveyancing,
      typicalRange: { from: 1, to: 2, vat: true, basis: "fixed" },
    };
    expect(messages(list)).toContain(
      "Only a service without published prices can show a typical range",
    );
    const reversed = copy();
    reversed.services["family-law"] = {
      typicalRange: { from: 4_000, to: 1_500, vat: true, basis: "hourly" },
    };
    expect(messages(reversed)).toContain("The upper figure must not be less than the lower one");
  });

  test("the pages the conveyancing quote reads keep the fee shape it needs", () => {
    const list = copy();
    list.pages["residential-purchase"].legalFee = {
      kind: "fixed",
      fees: [{ id: "legal-fee", label: "Legal fee", amount: 1_000, vat: true, basis: "fixed" }],
    };
    expect(messages(list)).toContain("The conveyancing quote needs this fee in price bands");
  });

  test("the reviewed-on date is a real date", () => {
    expect(messages({ ...copy(), reviewedOn: "2026-02-30" })).toContain(
      "Enter the date the prices were reviewed",
    );
  });

  test("a lead lawyer must be a member of the team", () => {
    const list = copy();
    const team = Object.values(list.services).flatMap((s) => (s.leadLawyer ? [s.leadLawyer] : []));
    expect(messages(list, priceListSchemaForTeam(team))).toEqual([]);
    list.services["wills-probate"] = {
      ...list.services["wills-probate"],
      leadLawyer: "nobody-here",
    };
    expect(messages(list, priceListSchemaForTeam(team))).toContain(
      '"nobody-here" is not a member of the team',
    );
  });
});
