import { describe, expect, test } from "vitest";
import { calculateSdlt, SdltDateError } from "./calculate-sdlt";

const base = {
  completionDate: "2026-11-22",
  firstTimeBuyer: false,
  additionalProperty: false,
  nonResident: false,
};
const sdlt = (price: number, flags: Partial<typeof base> = {}) =>
  calculateSdlt({ ...base, ...flags, price }).total;

describe("SDLT from 1 April 2025 (docs/firm-and-rules.md checks)", () => {
  test.each([
    ["£295,000 standard", 295_000, {}, 4_750],
    ["first-time buyer £450,000", 450_000, { firstTimeBuyer: true }, 7_500],
    ["first-time buyer £500,000", 500_000, { firstTimeBuyer: true }, 10_000],
    ["first-time buyer £500,001 pays standard rates", 500_001, { firstTimeBuyer: true }, 15_000],
    [
      "non-resident first-time buyer £500,000",
      500_000,
      { firstTimeBuyer: true, nonResident: true },
      20_000,
    ],
    ["additional home £300,000", 300_000, { additionalProperty: true }, 20_000],
    ["£125,000", 125_000, {}, 0],
    ["£1,600,000 standard", 1_600_000, {}, 2_500 + 33_750 + 57_500 + 12_000],
    [
      "additional dwelling under £40,000 pays no higher rates",
      39_999,
      { additionalProperty: true },
      0,
    ],
    ["additional dwelling at £40,000 does", 40_000, { additionalProperty: true }, 2_000],
    [
      "additional and non-resident together",
      300_000,
      { additionalProperty: true, nonResident: true },
      26_000,
    ],
    [
      "first-time buyer and additional: no relief",
      300_000,
      { firstTimeBuyer: true, additionalProperty: true },
      20_000,
    ],
  ])("%s", (_name, price, flags, expected) => {
    expect(sdlt(price, flags)).toBe(expected);
  });

  test.each([
    [124_999, 0],
    [125_000, 0],
    [125_001, 0], // 2% of £1 is 2p, rounded down
    [250_000, 2_500],
    [250_001, 2_500],
    [925_000, 2_500 + 33_750],
    [925_001, 2_500 + 33_750],
    [1_500_000, 2_500 + 33_750 + 57_500],
    [1_500_001, 2_500 + 33_750 + 57_500],
  ])("band edge: £%i standard → £%i", (price, expected) => {
    expect(sdlt(price)).toBe(expected);
  });

  test.each([
    [300_000, 0],
    [300_001, 0],
    [299_999, 0],
    [499_999, 9_999],
  ])("first-time buyer band edge: £%i → £%i", (price, expected) => {
    expect(sdlt(price, { firstTimeBuyer: true })).toBe(expected);
  });

  test("the breakdown shows each slice with its rate and tax", () => {
    const result = calculateSdlt({ ...base, price: 295_000 });
    expect(result.bands).toEqual([
      { from: 0, to: 125_000, ratePercent: 0, tax: 0 },
      { from: 125_001, to: 250_000, ratePercent: 2, tax: 2_500 },
      { from: 250_001, to: 295_000, ratePercent: 5, tax: 2_250 },
    ]);
    expect(result.basis).toMatchObject({ firstTimeBuyerRelief: false, ratesFrom: "2025-04-01" });
  });
});

describe("dated rates", () => {
  test("a completion in March 2025 uses the rates then in force", () => {
    expect(sdlt(295_000, { completionDate: "2025-03-31" })).toBe(2_250);
    expect(sdlt(295_000, { completionDate: "2025-04-01" })).toBe(4_750);
    expect(sdlt(450_000, { completionDate: "2025-03-31", firstTimeBuyer: true })).toBe(1_250);
  });

  test("a completion before the earliest rates we hold is refused, not guessed", () => {
    expect(() => calculateSdlt({ ...base, price: 300_000, completionDate: "2024-01-01" })).toThrow(
      SdltDateError,
    );
  });
});
