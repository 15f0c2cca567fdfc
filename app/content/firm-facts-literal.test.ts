import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { defaultFirmFacts } from "~/shared/firm/facts";

/**
 * The firm's phone number, e-mail address, SRA number and disclosures reach the copy only
 * through the firm tokens ("{phone}", "{email}", "{sraNumber}"…), which the page's loader fills
 * from the facts the firm last saved: a number written out would go stale on the day an admin
 * changes it. So does the firm's name ("{firmName}", "{shortName}"), renamed on /admin/firm.
 */
const contentDir = import.meta.dirname;

/** The TypeScript source files under a folder, tests left out, with their text. */
const sourceFiles = (dir: string) =>
  (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => ({ file: f, text: readFileSync(path.join(dir, f), "utf8") }));

const contentFiles = sourceFiles(contentDir);

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

  test("no copy writes the firm's name or short name: the founders' surnames alone are fine", () => {
    // The short name is part of the name and the registered name, so it finds all three.
    expect(facts.name).toContain(facts.shortName);
    const found = contentFiles.filter(({ text }) => text.includes(facts.shortName));
    expect(found.map(({ file }) => file)).toEqual([]);
  });
});

/**
 * Where else a page or a mail could say the firm's name: the routes' titles and descriptions
 * (siteMeta(matches).firm, adminTitle), the server's mails and invites (deps.firm.facts()) and
 * the seeded bios and articles (firm tokens, filled when shown).
 */
describe("the firm's name outside app/content", () => {
  const folders = {
    "app/routes": path.join(contentDir, "../routes"),
    "server/services": path.join(contentDir, "../../server/services"),
    "server/db/seed": path.join(contentDir, "../../server/db/seed"),
  };

  test.each(Object.entries(folders))("%s never writes the sample name", (_name, dir) => {
    const files = sourceFiles(dir);
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter(({ text }) => text.includes(facts.shortName)).map((f) => f.file)).toEqual(
      [],
    );
  });
});
