/**
 * Every Stamp Duty Land Tax rate, threshold and worked example the copy states (content modules
 * and seeded articles) agrees with the rates the calculator uses (app/shared/sdlt/rates.ts), so
 * a Budget that changes the rates fails here until every page says the new figures.
 */
import { describe, expect, test } from "vitest";
import { calculateSdlt } from "~/shared/sdlt/calculate-sdlt";
import { type RateBand, sdltRateSets } from "~/shared/sdlt/rates";
import { contentModules as modules, stringsIn } from "./content-strings";

const texts = [...new Set(Object.values(modules).flatMap(stringsIn))];
const current = sdltRateSets.at(-1);
if (!current) throw new Error("no SDLT rates");
/** The latest rates are the ones in force for any completion the copy talks about. */
const completionDate = current.effectiveFrom;

/** "£1.5 million" → 1500000, "£125,001" → 125001. */
function pounds(text: string): number {
  const m = /£([\d,.]+)( million)?/.exec(text);
  if (!m?.[1]) throw new Error(`no amount in ${text}`);
  const n = Number(m[1].replaceAll(",", ""));
  return m[2] ? Math.round(n * 1_000_000) : n;
}

const amount = String.raw`£[\d,.]+(?: million)?`;

/** One line of a rate list: "- Up to £125,000: **0%**" or "- 2% on the part from £125,001 to £250,000;". */
function rateLine(line: string): RateBand | null {
  if (!/^\s*-\s/.test(line)) return null;
  const rate = /(\d+(?:\.\d+)?)%/.exec(line);
  if (!rate?.[1]) return null;
  const basisPoints = Math.round(Number(rate[1]) * 100);
  const range = new RegExp(`(${amount}) to (${amount})`).exec(line);
  if (range?.[2]) return { upTo: pounds(range[2]), basisPoints };
  const upTo = new RegExp(`up to (${amount})`, "i").exec(line);
  if (upTo?.[1]) return { upTo: pounds(upTo[1]), basisPoints };
  if (new RegExp(`above ${amount}`, "i").test(line)) return { upTo: null, basisPoints };
  return null;
}

/** Consecutive rate lines, each group a band table as the copy states it. */
function rateLists(text: string): RateBand[][] {
  const lists: RateBand[][] = [];
  let list: RateBand[] = [];
  for (const line of text.split("\n")) {
    const band = rateLine(line);
    if (band) list.push(band);
    else if (list.length) {
      lists.push(list);
      list = [];
    }
  }
  if (list.length) lists.push(list);
  // A single line is a slice of a worked example ("First £125,000 at 0%: £0"), not a table.
  return lists.filter((l) => l.length > 1);
}

describe("Stamp Duty Land Tax in the copy", () => {
  const tables = texts.flatMap(rateLists);

  test("every rate table is the standard or the first-time buyers' table in force", () => {
    expect(tables.length).toBeGreaterThanOrEqual(3);
    for (const table of tables) {
      expect([current.standard, current.firstTimeBuyer.bands]).toContainEqual(table);
    }
  });

  test("first-time buyers' relief is stated with its thresholds and rate", () => {
    const pattern = new RegExp(
      `(?:no Stamp Duty Land Tax|nothing) on the first (${amount})[^.]*?(\\d+)% on the part from (${amount}) to (${amount})`,
      "g",
    );
    const statements = texts.flatMap((t) => [...t.matchAll(pattern)]);
    expect(statements.length).toBeGreaterThanOrEqual(2);
    const [nil, taxed] = current.firstTimeBuyer.bands;
    for (const s of statements) {
      expect(pounds(s[1] ?? "")).toBe(nil?.upTo);
      expect(Number(s[2]) * 100).toBe(taxed?.basisPoints);
      expect(pounds(s[3] ?? "")).toBe((nil?.upTo ?? 0) + 1);
      expect(pounds(s[4] ?? "")).toBe(current.firstTimeBuyer.maxPrice);
    }
  });

  test("the surcharges are the points the calculator adds", () => {
    const joined = texts.join("\n");
    for (const m of joined.matchAll(/(\d+) percentage points are added to every slice/g)) {
      expect(Number(m[1]) * 100).toBe(current.additionalDwellingBasisPoints);
    }
    for (const m of joined.matchAll(/not resident in the UK\*{0,2} pay a further (\d+) points/g)) {
      expect(Number(m[1]) * 100).toBe(current.nonResidentBasisPoints);
    }
    for (const m of joined.matchAll(
      new RegExp(`Purchases under (${amount}) are not charged the higher rates`, "g"),
    )) {
      expect(pounds(m[1] ?? "")).toBe(current.additionalDwellingMinimumPrice);
    }
  });

  test("every worked example's total is what the calculator gives", () => {
    const sums: Array<{ text: string; price: number; total: number; kind: string }> = [];
    for (const text of texts) {
      for (const m of text.matchAll(
        new RegExp(
          `a home bought for (${amount}) carries (${amount}) in SDLT at standard rates`,
          "g",
        ),
      )) {
        sums.push({ text: m[0], price: pounds(m[1] ?? ""), total: pounds(m[2] ?? ""), kind: "" });
      }
      // "**Example: a first-time buyer paying £450,000** … Total: **£7,500**."
      for (const m of text.matchAll(
        new RegExp(
          `\\*\\*Example: ([^*]*?)(${amount})\\*\\*[\\s\\S]*?Total: \\*\\*(${amount})\\*\\*`,
          "g",
        ),
      )) {
        sums.push({
          text: m[0].split("\n")[0] ?? "",
          price: pounds(m[2] ?? ""),
          total: pounds(m[3] ?? ""),
          kind: m[1] ?? "",
        });
      }
    }
    expect(sums.length).toBeGreaterThanOrEqual(4);
    for (const sum of sums) {
      const result = calculateSdlt({
        price: sum.price,
        completionDate,
        firstTimeBuyer: /first-time/i.test(sum.kind),
        additionalProperty: /additional/i.test(sum.kind),
        nonResident: /non-resident/i.test(sum.kind),
      });
      expect(result.total, sum.text).toBe(sum.total);
    }
  });

  test("every slice of a worked example is its amount at its rate", () => {
    const slice = new RegExp(`^- (?:First|Next|Last) (${amount}) at (\\d+)%: (${amount})$`, "gm");
    const slices = texts.flatMap((t) => [...t.matchAll(slice)]);
    expect(slices.length).toBeGreaterThanOrEqual(6);
    for (const s of slices) {
      expect(pounds(s[3] ?? ""), s[0]).toBe((pounds(s[1] ?? "") * Number(s[2])) / 100);
    }
  });
});
