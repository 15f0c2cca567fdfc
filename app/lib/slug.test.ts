import { describe, expect, test } from "vitest";
import { SLUG_MAX_LENGTH, slugify, slugPattern } from "./slug";

describe("slugify", () => {
  test.each([
    ["No-fault divorce: how it works", "no-fault-divorce-how-it-works"],
    ["Wills & Probate", "wills-and-probate"],
    ["Zoë's guide to the Inheritance Act", "zoes-guide-to-the-inheritance-act"],
    ["  Stamp duty   after April 2025!  ", "stamp-duty-after-april-2025"],
    ["Siân O’Brien", "sian-obrien"],
    ["!!!", ""],
  ])("%s → %s", (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });

  test("long titles are cut at a word boundary and still match the address pattern", () => {
    const slug = slugify("conveyancing ".repeat(20));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toMatch(slugPattern);
    expect(slug.endsWith("conveyancing")).toBe(true);
  });
});
