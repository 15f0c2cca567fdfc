import { describe, expect, test } from "vitest";
import { z } from "~/shared/zod";
import { nestedFieldErrors, nestFields } from "./nested-fields";

describe("nestFields", () => {
  test("dotted names become objects, numbered ones lists in number order", () => {
    expect(
      nestFields({
        "legalFee.label": "Legal fee",
        "legalFee.bands.1.upTo": "250000",
        "legalFee.bands.0.upTo": "150000",
        "legalFee.bands.0.amount": "950",
        "legalFee.bands.1.amount": "1095",
        reviewedOn: "2026-11-27",
      }),
    ).toEqual({
      legalFee: {
        label: "Legal fee",
        bands: [
          { upTo: "150000", amount: "950" },
          { upTo: "250000", amount: "1095" },
        ],
      },
      reviewedOn: "2026-11-27",
    });
  });

  test("a gap left by a removed row closes up, and 10 sorts after 9", () => {
    const flat: Record<string, string> = { "rows.0.a": "first" };
    for (const i of [2, 9, 10]) flat[`rows.${i}.a`] = `row ${i}`;
    expect(nestFields(flat)).toEqual({
      rows: [{ a: "first" }, { a: "row 2" }, { a: "row 9" }, { a: "row 10" }],
    });
  });

  test("a huge index makes no huge list", () => {
    expect(nestFields({ "rows.999999.a": "x" })).toEqual({ rows: [{ a: "x" }] });
    // Seven digits is not an index the form makes: it stays a name, so it is no list.
    expect(nestFields({ "rows.9999999.a": "x" })).toEqual({ rows: { "9999999": { a: "x" } } });
  });

  test("a repeated field keeps every value", () => {
    expect(nestFields({ "a.b": ["1", "2"] })).toEqual({ a: { b: ["1", "2"] } });
  });

  test("names that reach a prototype, or are empty between dots, are ignored", () => {
    const nested = nestFields({
      "__proto__.polluted": "yes",
      "a.constructor.prototype.x": "yes",
      "a..b": "yes",
      "a.c": "kept",
    });
    expect(nested).toEqual({ a: { c: "kept" } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test("a name that is both a value and a parent keeps the first", () => {
    expect(nestFields({ a: "value", "a.b": "child" })).toEqual({ a: "value" });
    expect(nestFields({ "a.b": "child", a: "value" })).toEqual({ a: { b: "child" } });
  });
});

describe("nestedFieldErrors", () => {
  const schema = z.object({
    pages: z.object({
      one: z.object({
        rows: z.array(z.object({ amount: z.number({ message: "Enter an amount" }).min(0) })),
        cost: z.union([
          z.number({ message: "Enter a cost" }),
          z.object({ from: z.number(), to: z.number().max(10, "Too high") }),
        ]),
      }),
      two: z.object({ name: z.string({ message: "Enter a name" }) }),
    }),
  });

  test("messages are named like the controls, cut to the part edited", () => {
    const parsed = schema.safeParse({
      pages: { one: { rows: [{ amount: 1 }, { amount: "x" }], cost: "abc" }, two: {} },
    });
    if (parsed.success) throw new Error("expected a failure");
    expect(nestedFieldErrors(parsed.error, ["pages", "one"])).toEqual({
      "rows.1.amount": "Enter an amount",
      cost: "Enter a cost",
    });
    expect(nestedFieldErrors(parsed.error)).toMatchObject({ "pages.two.name": "Enter a name" });
  });

  test("a union's message comes from the branch the value was meant for", () => {
    const parsed = schema.safeParse({
      pages: { one: { rows: [], cost: { from: 1, to: 50 } }, two: { name: "n" } },
    });
    if (parsed.success) throw new Error("expected a failure");
    expect(nestedFieldErrors(parsed.error, ["pages", "one"])).toEqual({ "cost.to": "Too high" });
  });
});
