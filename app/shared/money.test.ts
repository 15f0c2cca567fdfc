import { describe, expect, test, vi } from "vitest";
import { formatPounds, formatRange, vatOn, withVat } from "./money";

describe("money", () => {
  test.each([
    [950, "£950"],
    [1095, "£1,095"],
    [219.5, "£219.50"],
    [0, "£0"],
  ])("formatPounds(%d) is %s", (amount, text) => {
    expect(formatPounds(amount)).toBe(text);
  });

  test("VAT is 20% to the penny", () => {
    expect(vatOn(1095)).toBe(219);
    expect(vatOn(12)).toBe(2.4);
    expect(withVat(1095)).toBe(1314);
    expect(withVat(95)).toBe(114);
  });

  test("ranges read naturally", () => {
    expect(formatRange({ from: 150, to: 250 })).toBe("£150 to £250");
    expect(formatRange(40)).toBe("£40");
  });
});

test("loading the module builds no currency formatter; the first use does, once", async () => {
  vi.resetModules();
  const Real = Intl.NumberFormat;
  let made = 0;
  // Counts construction and still formats: a spy's stand-in would not.
  Intl.NumberFormat = class extends Real {
    constructor(...args: ConstructorParameters<typeof Real>) {
      super(...args);
      made += 1;
    }
  } as typeof Real;
  try {
    const money = await import("./money");
    expect(made).toBe(0);
    expect(money.formatPounds(1095)).toBe("£1,095");
    expect(money.formatPounds(219.5)).toBe("£219.50");
    expect(money.formatPounds(2000)).toBe("£2,000");
    expect(made).toBe(2);
  } finally {
    Intl.NumberFormat = Real;
  }
});
