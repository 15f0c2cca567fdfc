import { describe, expect, test } from "vitest";
import { mapStrings } from "./map-strings";

describe("mapStrings", () => {
  test("changes every string in nested arrays and plain objects, and nothing else", () => {
    const when = new Date("2026-11-27T00:00:00Z");
    const content = { a: "x", b: ["x", { c: "x", n: 3 }], when, none: null };
    const out = mapStrings(content, (s) => `${s}!`);
    expect(out).toEqual({ a: "x!", b: ["x!", { c: "x!", n: 3 }], when, none: null });
    expect(out.when).toBe(when);
    // The input is left as it was.
    expect(content.a).toBe("x");
  });
});
