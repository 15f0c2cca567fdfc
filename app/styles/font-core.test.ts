import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { coreCharacters, coreUnicodeRange } from "../../scripts/font-core-characters.mjs";

const appDir = path.resolve(import.meta.dirname, "..");

/** Every source file under app/ whose text can reach a page (tests excluded). */
function copyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return copyFiles(full);
    return /\.(ts|tsx|md)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the core font subsets (scripts/subset-fonts.mjs)", () => {
  test("hold every character of the site's own copy, so no page of ours fetches a full face", () => {
    const core = new Set(coreCharacters);
    const missing = new Map<string, string>();
    for (const file of copyFiles(appDir)) {
      for (const ch of readFileSync(file, "utf8")) {
        // Line breaks and tabs are never drawn.
        if (ch === "\n" || ch === "\r" || ch === "\t" || core.has(ch)) continue;
        if (!missing.has(ch)) missing.set(ch, path.relative(appDir, file));
      }
    }
    // A new character in the copy: add it to scripts/font-core-characters.mjs and run
    // `node scripts/subset-fonts.mjs`.
    expect(Object.fromEntries(missing)).toEqual({});
  });

  test("the stylesheet names the same characters as the subsets were made from", () => {
    const css = readFileSync(path.join(appDir, "styles/font-core.css"), "utf8");
    const ranges = [...css.matchAll(/unicode-range: ([^;]+);/g)].map((m) => m[1]);
    expect(ranges).toEqual([coreUnicodeRange, coreUnicodeRange, coreUnicodeRange]);
    expect(readFileSync(path.join(appDir, "app.css"), "utf8")).toMatch(
      /latin-600\.css";\n@import "\.\/styles\/font-core\.css";/,
    );
  });

  test("each subset is much smaller than the full latin face it is cut from", () => {
    const sizes = readdirSync(path.join(appDir, "styles/fonts")).map(
      (name) => statSync(path.join(appDir, "styles/fonts", name)).size,
    );
    expect(sizes).toHaveLength(3);
    for (const size of sizes) expect(size).toBeLessThan(15_000);
  });
});
