import { describe, expect, test } from "vitest";
import { mainMenu } from "~/config/navigation";
import { areas, localServiceSlugs, practiceAreas } from "~/shared/firm/facts";
import { lineIdsOf, type PriceSlug } from "~/shared/prices/price-list-schema";
import { seedArticles } from "../../server/db/seed/articles";
import { seedTeam } from "../../server/db/seed/team";
import { areaPages } from "./locations";
import { complianceSlugs, pricePages } from "./prices";
import { seedPriceList } from "./prices/seed-prices";
import { servicePages } from "./services";

const teamSlugs = new Set(seedTeam.map((m) => m.slug));

/** Every string anywhere inside a value, for link and wording checks. */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

describe("locations", () => {
  test("all 12 areas have a page, each with the three local services", () => {
    expect(areaPages.map((a) => a.slug)).toEqual(areas.map((a) => a.slug));
    for (const area of areaPages) {
      expect(Object.keys(area.services).sort()).toEqual([...localServiceSlugs].sort());
      for (const slug of localServiceSlugs) {
        expect(area.services[slug].sections.length, `${area.slug}/${slug}`).toBeGreaterThan(0);
      }
    }
  });

  test("no two area pages share a paragraph: each says something about its own place", () => {
    const seen = new Map<string, string>();
    for (const area of areaPages) {
      const paragraphs = stringsIn([area.sections, area.gettingHere, area.services])
        .flatMap((s) => s.split(/\n\n+/))
        .filter((p) => p.length > 80);
      for (const p of paragraphs) {
        expect(seen.get(p), `"${p.slice(0, 60)}…" in ${area.slug}`).toBeUndefined();
        seen.set(p, area.slug);
      }
    }
  });

  test("every area page names its own place in its heading", () => {
    for (const area of areaPages) {
      const name = areas.find((a) => a.slug === area.slug)?.name ?? "";
      expect(area.heading).toContain(name);
      for (const slug of localServiceSlugs) expect(area.services[slug].heading).toContain(name);
    }
  });
});

describe("services", () => {
  test("the 18 service pages of the spec exist, one per practice area plus six more", () => {
    const paths = servicePages.map((p) => p.path);
    expect(paths).toHaveLength(18);
    for (const area of practiceAreas) expect(paths).toContain(area.slug);
    for (const extra of [
      "executor-of-wills",
      "conveyancing/what-is-conveyancing",
      "conveyancing/conveyancing-process",
      "conveyancing/conveyancing-costs",
      "conveyancing/conveyancing-searches",
      "conveyancing/exchange-completion",
    ]) {
      expect(paths).toContain(extra);
    }
  });

  test("every menu link to a service points at a service page", () => {
    const services = mainMenu[0]?.children ?? [];
    for (const item of services.filter((i) => i.href !== "/services")) {
      expect(
        servicePages.some((p) => `/services/${p.path}` === item.href),
        item.href,
      ).toBe(true);
    }
  });
});

describe("SRA price information", () => {
  test("the five compliance pages and the motoring and employment prices exist", () => {
    expect(pricePages.map((p) => p.slug).sort()).toEqual(
      [...complianceSlugs, "employment-law", "motoring-offences"].sort(),
    );
  });

  test.each(pricePages.map((p) => [p.slug, p] as const))(
    "%s has all seven required elements",
    (_slug, page) => {
      const prices = seedPriceList.pages[page.slug as PriceSlug];
      // 1. total cost, or an average or range
      const fee = prices.legalFee;
      if (fee.kind === "fixed") expect(fee.fees.length).toBeGreaterThan(0);
      if (fee.kind === "banded") expect(fee.bands.at(-1)?.upTo).toBeNull();
      if (fee.kind === "range") expect(fee.to).toBeGreaterThan(fee.from);
      // 2. basis of charges
      expect(page.basisOfCharges).toMatch(/fixed|hour/i);
      // 3. who does the work and who supervises, with their experience
      expect(page.people.team.length).toBeGreaterThan(0);
      expect(page.people.experience.length).toBeGreaterThan(50);
      // 4. likely disbursements with their cost
      expect(prices.disbursements.length).toBeGreaterThan(0);
      // every line has its words, and no words are left for a line that is gone
      const ids = lineIdsOf(prices);
      for (const id of Object.keys(page.notes)) expect(ids, `${page.slug}: ${id}`).toContain(id);
      for (const d of prices.disbursements) expect(page.notes[d.id], d.id).toBeTruthy();
      // 5. whether VAT applies and how much
      expect(page.vat).toMatch(/20%/);
      // 6. what is included, key stages with timescales, what is not included
      expect(page.includes.length).toBeGreaterThan(0);
      expect(page.excludes.length).toBeGreaterThan(0);
      expect(page.stages.length).toBeGreaterThan(0);
      for (const stage of page.stages) expect(stage.timescale.length).toBeGreaterThan(0);
      // 7. conditional-fee or damages-based agreements: said plainly either way
      expect(page.conditionalFees.length).toBeGreaterThan(20);
    },
  );

  test("fee bands rise with the price and never overlap", () => {
    for (const page of Object.values(seedPriceList.pages)) {
      if (page.legalFee.kind !== "banded") continue;
      const limits = page.legalFee.bands.map((b) => b.upTo ?? Number.POSITIVE_INFINITY);
      expect([...limits].sort((a, b) => a - b)).toEqual(limits);
    }
  });
});

describe("people named by content", () => {
  test("every team member a page names exists", () => {
    const named = [
      ...servicePages.flatMap((p) => p.team),
      ...areaPages.flatMap((a) => localServiceSlugs.flatMap((s) => a.services[s].team)),
      ...pricePages.flatMap((p) => [...p.people.team, p.people.supervisor]),
      ...seedArticles.map((a) => a.author),
    ];
    for (const slug of named) expect(teamSlugs.has(slug), slug).toBe(true);
  });

  test("links to team pages in the copy point at real people", () => {
    const all = stringsIn([servicePages, areaPages, pricePages, seedArticles, seedTeam]);
    for (const [, slug] of all.join("\n").matchAll(/\]\(\/team\/([^)#?]+)\)/g)) {
      expect(teamSlugs.has(slug as never), slug).toBe(true);
    }
  });
});

describe("articles", () => {
  test("at least eight substantial articles with unique slugs", () => {
    expect(seedArticles.length).toBeGreaterThanOrEqual(8);
    expect(new Set(seedArticles.map((a) => a.slug)).size).toBe(seedArticles.length);
    for (const article of seedArticles) {
      expect(article.body.split(/\s+/).length, article.slug).toBeGreaterThanOrEqual(600);
    }
  });
});
