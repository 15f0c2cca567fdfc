import fc from "fast-check";
import type { FuzzContext } from "./context";

const hostileConstants = [
  "",
  " ",
  "null",
  "undefined",
  "__proto__",
  "constructor",
  "prototype",
  "hasOwnProperty",
  "toString",
  "../../../../etc/passwd",
  "..%2f..%2f",
  "\u0000",
  "%00",
  "%",
  "%zz",
  "😀👩‍⚖️",
  "Ω≈ç√∫˜µ≤≥÷",
  "\u202eevil",
  "\ud800",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  '"; drop table users; --',
  "2026-02-30",
  "2026-13-01",
  "0000-01-01",
  "9999-12-31",
  "9999-12-31T23:59:59Z",
  "2026-12-01T10:15:00Z",
  "2026-12-01T10:00:00+14:00",
  "-1",
  "0",
  "1e309",
  "NaN",
  "Infinity",
  "0x10",
  "9007199254740993",
  "true",
  "[object Object]",
  "00000000-0000-0000-0000-000000000000",
  "\r\nX-Injected: yes",
];

/** A string a form or query might carry: hostile, huge, unicode, or real enough to get far. */
export function valueArb(ctx: FuzzContext): fc.Arbitrary<string> {
  const real = [...ctx.plausible, ...ctx.schema.literals];
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...real) },
    { weight: 3, arbitrary: fc.constantFrom(...hostileConstants) },
    { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
    { weight: 1, arbitrary: fc.integer().map(String) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(300, 5_000, 70_000), fc.constantFrom("x", "é", "😀", "a b "))
        .map(([n, s]) => s.repeat(Math.ceil(n / s.length))),
    },
  );
}

export function nameArb(ctx: FuzzContext): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 6,
      // The schemas' names, and every name the site's own forms and links were seen to send.
      arbitrary: fc.constantFrom(...new Set([...ctx.schema.names, ...ctx.valuesByName.keys()])),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "__proto__",
        "constructor",
        "prototype",
        "__proto__[admin]",
        "a[b][c]",
        "role",
        "id",
        "",
      ),
    },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 12 }) },
  );
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** JSON values for a field: scalars, nulls, arrays where scalars belong, nesting. */
export function jsonValueArb(ctx: FuzzContext): fc.Arbitrary<Json> {
  const scalar = fc.oneof(
    { weight: 5, arbitrary: valueArb(ctx) as fc.Arbitrary<Json> },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.double() },
  );
  return fc.oneof(
    { weight: 6, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(nameArb(ctx), scalar, { maxKeys: 3 }) as fc.Arbitrary<Json>,
    },
  );
}

/** JSON text with keys kept as written: `__proto__` as an own key, and repeated keys. */
export const jsonText = (entries: Array<[string, Json]>) =>
  `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(",")}}`;

/**
 * Values for a named field: those the site's own forms carry under that name (a practice
 * area, a meeting type, a free time) most of the time, anything otherwise.
 */
export function valueForArb(ctx: FuzzContext, name: string): fc.Arbitrary<string> {
  const known = [...(ctx.valuesByName.get(name) ?? [])];
  return known.length === 0
    ? valueArb(ctx)
    : fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...known) },
        { weight: 1, arbitrary: valueArb(ctx) },
      );
}

/**
 * Values in an address are cut: past Node's 16 kB of headers the server answers 431 before the
 * app sees anything, so a longer one would test Node, not the site. Huge values go in bodies.
 */
export const urlValueLength = 600;

/** The string with any lone surrogate replaced, as a browser's URL encoding does. */
export const wellFormed = (s: string) => Buffer.from(s, "utf8").toString("utf8");
