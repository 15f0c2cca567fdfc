import { describe, expect, test } from "vitest";
import { seedPriceList } from "~/content/prices/seed-prices";
import { nestFields } from "~/shared/forms/nested-fields";
import { priceListSchema } from "~/shared/prices/price-list-schema";
import {
  cardFeeChoices,
  listWithOverview,
  overviewToForm,
  readOverviewForm,
} from "./prices-overview-form";

describe("the prices overview form", () => {
  test("the stored settings round-trip through the form unchanged", () => {
    const form = overviewToForm(seedPriceList);
    expect(priceListSchema.parse(listWithOverview(seedPriceList, form))).toEqual(seedPriceList);
  });

  test("a typical range left empty is none; a half-filled one is judged, not dropped", () => {
    const form = readOverviewForm(
      nestFields({
        reviewedOn: "2026-11-27",
        "services.family-law.typicalRange.from": "1000",
        "services.criminal-law.typicalRange.basis": "hourly",
      }),
    );
    const list = listWithOverview(seedPriceList, form) as {
      services: Record<string, { typicalRange?: unknown }>;
    };
    expect(list.services["family-law"]?.typicalRange).toEqual({
      from: 1000,
      to: undefined,
      vat: false,
      basis: "",
    });
    expect(list.services["criminal-law"]?.typicalRange).toBeUndefined();
    expect(priceListSchema.safeParse(list).success).toBe(false);
  });

  test("a range posted for a priced service, or a service the site has not, is ignored", () => {
    const form = readOverviewForm(
      nestFields({
        "services.conveyancing.typicalRange.from": "1",
        "services.conveyancing.typicalRange.to": "2",
        "services.no-such-service.leadLawyer": "richard-hale",
      }),
    );
    const list = listWithOverview(seedPriceList, form) as { services: Record<string, object> };
    expect(list.services.conveyancing).toEqual({});
    expect(Object.keys(list.services)).not.toContain("no-such-service");
  });

  test("a card may choose among the fees on its own page, named with their figure", () => {
    expect(cardFeeChoices(seedPriceList.pages["lasting-powers-attorney"])).toEqual([
      { value: "one-lpa", label: "One lasting power of attorney (£450)" },
      { value: "both-types", label: "Both types for one person (2 LPAs) (£750)" },
      { value: "both-types-couple", label: "Both types for a couple (4 LPAs) (£1,350)" },
      { value: "home-visit", label: "Home or care home visit (£95)" },
      {
        value: "existing-lpa",
        label: "Checking and registering an LPA you have already made (£195)",
      },
    ]);
    expect(cardFeeChoices(seedPriceList.pages["wills-probate"])[1]).toEqual({
      value: "full-administration",
      label: "Full estate administration: typical estates from (£3,000 to £7,500)",
    });
    expect(cardFeeChoices(seedPriceList.pages["residential-purchase"])[0]).toEqual({
      value: "legal-fee",
      label: "Legal fee by purchase price (from £950)",
    });
  });
});
