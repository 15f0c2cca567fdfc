import { describe, expect, test } from "vitest";
import { lintAs } from "../lint/lint-as";

/**
 * The import layers (docs/architecture.md, "Layers") are held by biome.json's rules. Each case
 * lints a one-line module as if it sat in the layer's folder, so a rule that is deleted or
 * mistyped fails here, not in a review months later. The probe is written to a folder of its
 * own, never into app/ or server/, whose files the integration suite, running beside this one,
 * compares with the build's age.
 */
function lintProbe(folder: string, specifier: string): boolean {
  const verdict = lintAs(
    `import * as probe from "${specifier}";\n\nexport const used = probe;\n`,
    `${folder}/probe.ts`,
  );
  if (verdict.refused && !verdict.output.includes("noRestrictedImports")) {
    throw new Error(`the probe failed for another reason:\n${verdict.output}`);
  }
  return !verdict.refused;
}

describe("imports between layers", () => {
  test.each([
    ["server", "~/shared/zod", true],
    ["server", "~/shared/schemas/auth", true],
    ["server", "~/content/types", true],
    ["server", "~/lib/meta", false],
    ["server", "~/components/site-link", false],
    ["server", "~/routes/public/home", false],
    ["server", "../app/lib/meta", false],
    ["app/shared", "~/shared/time/format", true],
    ["app/shared", "~/content/types", true],
    ["app/shared", "~/lib/meta", false],
    ["app/shared", "~/components/site-link", false],
    ["app/shared", "../../server/config", false],
    ["app/lib", "~/shared/zod", true],
    ["app/lib", "~/components/site-link", false],
    ["app/lib", "~/routes/public/home", false],
    ["app/lib", "../../server/config", false],
    ["app/lib/admin", "../../../server/config", false],
    ["app/components", "~/lib/meta", true],
    ["app/components", "~/routes/public/home", false],
    ["app/routes", "~/components/site-link", true],
    ["app/routes", "../../server/config", false],
    ["app/content", "~/shared/firm/facts", true],
    ["app/content", "~/components/site-link", false],
  ])("%s importing %s: allowed %s", (folder, specifier, allowed) => {
    expect(lintProbe(folder, specifier)).toBe(allowed);
  });

  test("zod comes only through app/shared/zod (jitless before any schema)", () => {
    expect(lintProbe("server", "zod")).toBe(false);
    expect(lintProbe("app/lib", "zod")).toBe(false);
  });
});
