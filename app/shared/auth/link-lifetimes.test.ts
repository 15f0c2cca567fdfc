import { describe, expect, it } from "vitest";
import { hoursInWords } from "./link-lifetimes";

describe("hoursInWords", () => {
  it("writes small numbers in words and larger ones in figures", () => {
    expect(hoursInWords(1)).toBe("one hour");
    expect(hoursInWords(2)).toBe("two hours");
    expect(hoursInWords(24)).toBe("24 hours");
    expect(hoursInWords(72)).toBe("72 hours");
  });
});
