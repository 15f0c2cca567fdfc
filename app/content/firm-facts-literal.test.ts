import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { defaultFirmFacts } from "~/shared/firm/facts";

/**
 * The firm's phone number, e-mail address, SRA number and disclosures reach the copy only
 * through the firm tokens ("{phone}", "{email}", "{sraNumber}"…), which the page's loader fills
 * from the facts the firm last saved: a number written out would go stale on the day an admin
 * changes it.
 */
const contentDir = import.meta.dirname;

const contentFiles = (readdirSync(contentDir, { recursive: true }) as string[])
  .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
  .map((f) => ({ file: f, text: readFileSync(path.join(contentDir, f), "utf8") }));

const facts = defaultFirmFacts;
const literals = [
  facts.phone,
  facts.email,
  facts.sraNumber,
  facts.insurer,
  facts.vatNumber ?? "",
  facts.registeredNumber ?? "",
  // The offices' addresses: "{bramhallAddress}" and "{heatonMoorAddress}" in the copy.
  ...facts.offices.flatMap((office) => [office.streetAddress, office.postcode]),
].filter(Boolean);

describe("firm facts in app/content", () => {
  test("no copy writes the phone number, e-mail address, SRA number, an office address or a disclosure literally", () => {
    const found = contentFiles.flatMap(({ file, text }) =>
      literals.filter((literal) => text.includes(literal)).map((literal) => `${file}: ${literal}`),
    );
    expect(found).toEqual([]);
  });
});
