/**
 * The facts that change during 2026 (docs/firm-and-rules.md), checked across every
 * content module and every seeded article and team biography, so a page added later is held to
 * the same rule.
 */
import { describe, expect, test } from "vitest";
import { type AreaSlug, areas } from "~/shared/firm/facts";
import { contentAndTeamModules as modules, stringsIn } from "./content-strings";
import { familyCourts, usualFamilyCourt } from "./facts/family-courts";
import { areaPages } from "./locations";
import { findServicePage } from "./services";

/** Every paragraph of copy, once, with the first module it was found in. */
const paragraphs = [
  ...new Map(
    Object.entries(modules).flatMap(([file, exports]) =>
      stringsIn(exports)
        .flatMap((text) => text.split(/\n\s*\n/))
        .map((text) => [text, { file, text }] as const),
    ),
  ).values(),
];

describe("Employment Tribunal time limits", () => {
  const employmentContext =
    /tribunal|\bacas\b|early conciliation|unfair dismissal|Employment Rights Act/i;
  const sixMonths = /\b(?:six|6)[- ]months?\b/i;
  const aboutTimeLimit = /time limit|deadline|\blimit\b|within/i;
  const aboutQualifying = /qualifying period|continuous employment/i;

  /** What the rule asks of any mention of the six-month limit: the rule, its date and source, and the advice. */
  function hedgeMissing(text: string): string[] {
    const required: Array<[string, RegExp]> = [
      ["the current limit", /three months less one day/i],
      ["the Act", /Employment Rights Act 2025/],
      ["the scheduled date", /October 2026/],
      ["the commencement regulations", /commencement regulations/i],
      ["the advice", /treat three months less one day as (?:your|the) deadline/i],
    ];
    return required.filter(([, pattern]) => !pattern.test(text)).map(([name]) => name);
  }

  const mentions = paragraphs.filter(
    (p) => employmentContext.test(p.text) && sixMonths.test(p.text),
  );

  test("the copy does mention the change (the checks below are not vacuous)", () => {
    expect(mentions.length).toBeGreaterThanOrEqual(3);
  });

  test("six months is never given as the tribunal time limit without the hedge", () => {
    const unhedged = mentions
      .filter((p) => aboutTimeLimit.test(p.text) && !aboutQualifying.test(p.text))
      .map((p) => ({ file: p.file, missing: hedgeMissing(p.text), text: p.text.slice(0, 120) }))
      .filter((p) => p.missing.length > 0);
    expect(unhedged).toEqual([]);
  });

  test("the six-month qualifying period is given with its date and source", () => {
    const qualifying = mentions.filter((p) => aboutQualifying.test(p.text));
    expect(qualifying.length).toBeGreaterThan(0);
    for (const p of qualifying) {
      expect(p.text, p.file).toMatch(/six months from 1 January 2027/i);
      expect(p.text, p.file).toMatch(/Employment Rights Act 2025/);
    }
  });

  test("every tribunal time limit that gives a figure gives three months less one day", () => {
    const figures = paragraphs.filter(
      (p) =>
        /tribunal|\bacas\b|early conciliation/i.test(p.text) &&
        /time limit|deadline/i.test(p.text) &&
        /\b(?:few|three|3|six|6) months\b/i.test(p.text),
    );
    expect(figures.length).toBeGreaterThan(0);
    for (const p of figures) expect(p.text, p.file).toMatch(/three months less one day/i);
  });

  test("no copy calls tribunal time limits vaguely 'a few months'", () => {
    const vague = paragraphs.filter(
      (p) => employmentContext.test(p.text) && /\bfew months\b/i.test(p.text),
    );
    expect(vague.map((p) => p.file)).toEqual([]);
  });
});

describe("where family cases are heard", () => {
  /** The rule as docs/firm-and-rules.md states it. */
  const stockportBorough: AreaSlug[] = [
    "stockport",
    "bramhall",
    "cheadle",
    "hazel-grove",
    "marple",
    "romiley",
    "davenport",
    "heaton-chapel",
    "heaton-moor",
    "heaton-mersey",
  ];
  const cityOfManchester: AreaSlug[] = ["chorlton", "east-didsbury"];
  const buildings = {
    stockport: /Stockport Justice Centre/,
    manchester: /Manchester Civil Justice Centre|Manchester Family Court/,
  };
  const namesACourt = /Justice Centre|Manchester Family Court|Stockport County Court/;

  const sentences = (value: unknown) =>
    stringsIn(value).flatMap((text) => text.split(/(?<=[.!?])\s+|\n+/));

  test("the court data follows the rule for all twelve areas", () => {
    expect([...stockportBorough, ...cityOfManchester].sort()).toEqual(
      areas.map((a) => a.slug).sort(),
    );
    for (const slug of stockportBorough) expect(usualFamilyCourt[slug], slug).toBe("stockport");
    for (const slug of cityOfManchester) expect(usualFamilyCourt[slug], slug).toBe("manchester");
    expect(familyCourts.stockport.building).toBe("Stockport Justice Centre");
    expect(familyCourts.manchester.building).toBe("Manchester Civil Justice Centre");
  });

  test.each(areaPages.map((a) => [a.slug, a] as const))(
    "%s names its usual family court, and never the other one",
    (slug, area) => {
      const expected = stockportBorough.includes(slug) ? "stockport" : "manchester";
      const other = expected === "stockport" ? "manchester" : "stockport";
      const familyPage = stringsIn(area.services["family-law"]).join("\n");
      expect(familyPage).toMatch(buildings[expected]);
      expect(stringsIn(area).join("\n")).not.toMatch(buildings[other]);
    },
  );

  test("every sentence that names a court says usually, and none promises one", () => {
    // The court data itself holds bare names; every page that uses them must hedge.
    const copy = paragraphs.filter((p) => !p.file.endsWith("/family-courts.ts")).map((p) => p.text);
    const named = sentences(copy).filter((s) => namesACourt.test(s));
    expect(named.length).toBeGreaterThanOrEqual(areas.length);
    for (const sentence of named) {
      expect(sentence).toMatch(/\busually\b/);
      expect(sentence).not.toMatch(/\bwill be heard\b|\bwill take place\b|\balways\b/);
    }
  });

  test("the family law service page gives both courts and the areas they usually serve", () => {
    const text = stringsIn(findServicePage("family-law")).join("\n");
    expect(text).toMatch(buildings.stockport);
    expect(text).toMatch(buildings.manchester);
    for (const area of areas) expect(text).toContain(area.name);
  });
});
