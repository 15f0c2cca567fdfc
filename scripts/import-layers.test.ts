import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";

/**
 * The import layers (docs/architecture.md, "Layers") are held by biome.json's rules. Each case
 * writes a one-line module into the layer's folder and asks the linter about it, so a rule that
 * is deleted or mistyped fails here, not in a review months later.
 */
const root = path.resolve(import.meta.dirname, "..");
const written: string[] = [];

function lintProbe(folder: string, specifier: string): boolean {
  const dir = path.join(root, folder, `.layer-probe-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  written.push(dir);
  const file = path.join(dir, "probe.ts");
  writeFileSync(file, `import * as probe from "${specifier}";\n\nexport const used = probe;\n`);
  try {
    execFileSync(path.join(root, "node_modules/.bin/biome"), ["lint", file], {
      cwd: root,
      stdio: "pipe",
    });
    return true;
  } catch (error) {
    const { stdout = "", stderr = "" } = error as {
      stdout?: Buffer | string;
      stderr?: Buffer | string;
    };
    const output = `${stdout}${stderr}`;
    if (!output.includes("noRestrictedImports")) throw error;
    return false;
  }
}

afterAll(() => {
  for (const dir of written) rmSync(dir, { recursive: true, force: true });
});

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
