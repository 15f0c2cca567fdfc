import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { notFound } from "./not-found";

const appDir = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** A thrown 404 written out in place, as `data(…)` or a `Response`, rather than `notFound()`. */
const inlineThrown404 = /throw\s+(?:new\s+Response|data)\s*\([^;]*?status:\s*404/s;

describe("notFound", () => {
  it("throws a 404 the route boundaries render as the not-found page", () => {
    let thrown: unknown;
    try {
      notFound();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 404 } });
  });

  it("is the only way a route throws a 404", () => {
    const own = path.join(appDir, "lib", "not-found.ts");
    const offenders = sourceFiles(appDir)
      .filter((file) => file !== own && inlineThrown404.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(appDir, file));
    expect(offenders).toEqual([]);
  });

  it("would notice an inline 404 throw", () => {
    expect(inlineThrown404.test("if (!x) throw data(null, { status: 404 });")).toBe(true);
    expect(inlineThrown404.test('throw new Response("Gone", { status: 404 })')).toBe(true);
    expect(inlineThrown404.test("return data({ link: null }, { status: 404 });")).toBe(false);
  });
});
