import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { pricePages } from "./index";

const component = path.resolve(import.meta.dirname, "../../components/prices/price-details.tsx");
const hedges = /^(?:usually|often|commonly|typically|normally|generally)\b/i;

describe("stage timescales read as one sentence after the price page's 'Usually'", () => {
  test("the price page still puts 'Usually' before each stage's timescale", () => {
    // If the component stops adding it, the timescales below need their own wording again.
    expect(readFileSync(component, "utf8")).toMatch(/`Usually \$\{stage\.timescale\}`/);
  });

  const stages = pricePages.flatMap((page) =>
    page.stages.map((stage) => [`${page.slug}: ${stage.title}`, stage.timescale] as const),
  );

  test.each(stages)("%s", (_name, timescale) => {
    const shown = `Usually ${timescale}`;
    expect(shown).toMatch(/^Usually [a-z0-9]/);
    expect(timescale).not.toMatch(hedges);
  });
});
