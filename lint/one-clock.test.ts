import { describe, expect, test } from "vitest";
import { lintAs, lintAsEach } from "./lint-as";

const reads = [
  "export const at = Date.now();",
  "export const later = [1].map(Date.now);",
  "export const clock = { now: Date.now };",
  "export const today = new Date();",
  "export const today = new Date;",
  "export const stamp = Date();",
];

describe("lint/one-clock.grit", () => {
  test.each(reads)("refuses %s in app/ and server/", (source) => {
    const files = ["server/services/x.ts", "app/routes/x.tsx", "app/shared/x.ts"];
    for (const [file, verdict] of lintAsEach(`${source}\n`, files)) {
      expect(verdict.refused, `${file}: ${verdict.output}`).toBe(true);
      expect(verdict.output).toContain("Read the time from the app's clock");
    }
  });

  test("lets a date from a value and a row's record stamp through", () => {
    const source = [
      'export const fixed = new Date("2026-11-25T10:00:00Z");',
      "export const copy = (d: Date) => new Date(d.getTime());",
      "export const row = { updatedAt: new Date(), name: 'x' };",
    ].join("\n");
    expect(lintAs(`${source}\n`, "server/services/x.ts").output).not.toContain("app's clock");
  });

  test("applies to app/ and server/ but not to tests, which set their own clocks", () => {
    const source = "export const at = Date.now();\n";
    expect(lintAs(source, "server/services/x.test.ts").output).not.toContain("app's clock");
    expect(lintAs(source, "scripts/x.mjs").output).not.toContain("app's clock");
  });

  test("a read with its reason on the line passes; a stale reason fails the lint", () => {
    const allowed =
      "// biome-ignore lint/plugin: the system clock itself\nexport const at = Date.now();\n";
    expect(lintAs(allowed, "server/clock.ts").refused).toBe(false);
    const stale = "// biome-ignore lint/plugin: the system clock itself\nexport const at = 1;\n";
    const verdict = lintAs(stale, "server/clock.ts");
    expect(verdict.refused).toBe(true);
    expect(verdict.output).toContain("suppressions/unused");
  });
});
