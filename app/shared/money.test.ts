import { describe, expect, test } from "vitest";
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
