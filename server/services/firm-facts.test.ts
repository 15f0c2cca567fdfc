import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { seedPriceList } from "~/content/prices/seed-prices";
import { defaultFirmFacts } from "~/shared/firm/facts";
import { fixedFirmFacts } from "./firm-facts";

const root = path.resolve(import.meta.dirname, "../..");

/** Source files (not tests) under app/ and server/ that name the configured facts or hours. */
function readersOf(pattern: RegExp): string[] {
  return ["app", "server"].flatMap((dir) =>
    (readdirSync(path.join(root, dir), { recursive: true }) as string[])
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .map((f) => path.join(dir, f))
      .filter((f) => pattern.test(readFileSync(path.join(root, f), "utf8"))),
  );
}

function readersOfConfiguredFacts(): string[] {
  return ["app", "server"].flatMap((dir) =>
    (readdirSync(path.join(root, dir), { recursive: true }) as string[])
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .map((f) => path.join(dir, f))
      .filter((f) =>
        /\b(defaultFirmFacts|officeHours)\b/.test(readFileSync(path.join(root, f), "utf8")),
      ),
  );
}

/**
 * Source files that import the sample identity itself (`firm`, `offices`) rather than reading
 * the facts source, or look an office up in the sample offices (`findOffice` with no offices).
 */
function readersOfSampleIdentity(): string[] {
  const importsSample =
    /import\s*\{[^}]*\b(firm|offices)\b[^}]*\}\s*from\s*"(~\/shared\/firm\/facts|\.\/facts)"/;
  const sampleOffice = /findOffice\([^,()]*\)/;
  return ["app", "server"].flatMap((dir) =>
    (readdirSync(path.join(root, dir), { recursive: true }) as string[])
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .map((f) => path.join(dir, f))
      .filter((f) => f !== path.join("app", "shared", "firm", "facts.ts"))
      .filter((f) => {
        const source = readFileSync(path.join(root, f), "utf8");
        return importsSample.test(source) || sampleOffice.test(source);
      }),
  );
}

describe("the firm facts source", () => {
  test("a fixed source hands out the facts it was given, the configured ones by default", async () => {
    expect(await fixedFirmFacts().facts()).toBe(defaultFirmFacts);
    const other = { ...defaultFirmFacts, phone: "0161 496 0999" };
    expect(await fixedFirmFacts(other).facts()).toBe(other);
  });

  test("is the only reader of the configured facts, bar the fallback for a page with no root data", () => {
    expect(readersOfConfiguredFacts().sort()).toEqual([
      "app/lib/firm/use-firm.tsx",
      "app/shared/firm/facts.ts",
      "server/services/firm-facts.ts",
    ]);
  });

  test("hands out the seed prices until a list is stored, and is their only reader", async () => {
    expect(await fixedFirmFacts().prices()).toBe(seedPriceList);
    // Every page reads the list in force through the source; none can quote the seed instead.
    expect(readersOf(/\bseedPriceList\b/).sort()).toEqual([
      "app/content/prices/seed-prices.ts",
      "server/services/firm-facts.ts",
    ]);
  });

  test("no page, component or mail reads the firm's name, numbers or offices from the sample constant", () => {
    // What stays is what an admin cannot edit: the SRA's own addresses and badge (the CSP
    // allows the badge's origin) and the offices' ids (form choices). Page titles take the
    // names from the root loader's facts (siteMeta in app/lib/meta.ts).
    expect(readersOfSampleIdentity().sort()).toEqual([
      "app/components/layout/sra-badge.tsx",
      "app/lib/admin/content-schemas.ts",
      "app/shared/firm/disclosures.ts",
      "server/http/content-security-policy.ts",
    ]);
  });
});
