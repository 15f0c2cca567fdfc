/**
 * "Every page true": the problems a reading of the pages found, each held by a check that fails
 * if the wrong wording, link or contradiction comes back. Facts that change over time have their
 * own tests in facts-2026.test.ts; this file is for pages that disagreed with each other or with
 * what the site really does.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { seedTeam } from "../../server/db/seed/team";
import { contentModules as modules, stringsIn } from "./content-strings";
import { typicalMoveWeeks } from "./facts/conveyancing-timescales";
import complaints from "./legal/complaints";
import privacyPolicy from "./legal/privacy-policy";
import terms from "./legal/terms";
import { areaPages } from "./locations";
import { aboutMorePage as aboutMore } from "./pages/about-more";
import { consultationPage } from "./pages/consultation";
import { complianceSlugs, findPricePage, pricePages } from "./prices";
import { complianceOverview as pricesOverview } from "./prices/overview";
import { findServicePage, servicePages } from "./services";

const root = path.resolve(import.meta.dirname, "../..");

const paragraphsOf = (value: unknown) => stringsIn(value).flatMap((t) => t.split(/\n\s*\n/));
const sentencesOf = (value: unknown) =>
  stringsIn(value).flatMap((t) => t.split(/(?<=[.!?])\s+|\n+/));

/** Every paragraph of copy, with the module it came from. */
const paragraphs = Object.entries(modules).flatMap(([file, exports]) =>
  paragraphsOf(exports).map((text) => ({ file, text })),
);

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is missing`);
  return value;
}

const page = (p: string) => required(findServicePage(p), `/services/${p}`);
const prices = (slug: string) => required(findPricePage(slug), `price page ${slug}`);

describe("disbursements are described for the kind of work on each price page", () => {
  const component = readFileSync(
    path.join(root, "app/components/prices/price-details.tsx"),
    "utf8",
  );

  test("the price details component no longer gives one set of examples for every page", () => {
    expect(component).not.toMatch(/search providers|Land Registry/);
    expect(component).toContain("disbursementsLeadHtml");
  });

  test.each(pricePages.map((p) => [p.slug, p] as const))(
    "%s names only costs that arise in its own work",
    (slug, p) => {
      const conveyancing = slug.startsWith("residential-");
      if (!conveyancing) expect(p.disbursementsLead).not.toMatch(/search providers|Land Registry/i);
      if (!/probate|motoring|employment/.test(slug))
        expect(p.disbursementsLead).not.toMatch(/\bcourt\b/i);
    },
  );

  test.each([
    ["lasting-powers-attorney", /Office of the Public Guardian's fee for registering each LPA/],
    ["employment-law", /barrister's fee/],
    ["motoring-offences", /barrister's fee/],
    ["wills-probate", /probate application/],
    ["residential-purchase", /search fees/],
  ])("%s says what its main third-party costs are", (slug, pattern) => {
    expect(prices(slug).disbursementsLead).toMatch(pattern);
  });
});

describe("no page sends the reader to the page they are already on", () => {
  /** Where a price page is read: its own /compliance page, or the service page that shows it. */
  const shownAt = (slug: string) =>
    (complianceSlugs as readonly string[]).includes(slug)
      ? `/compliance/${slug}`
      : `/services/${slug}`;

  test.each(pricePages.map((p) => [p.slug, p] as const))("%s", (slug, p) => {
    expect(stringsIn(p).join("\n")).not.toContain(`](${shownAt(slug)})`);
  });

  test.each(servicePages.map((p) => [p.path, p] as const))("/services/%s", (servicePath, p) => {
    expect(stringsIn(p).join("\n")).not.toContain(`](/services/${servicePath})`);
  });
});

describe("moving or cancelling a consultation is described as the manage page offers it", () => {
  const managePage = readFileSync(path.join(root, "app/routes/public/manage-booking.tsx"), "utf8");
  const termsText = stringsIn(terms).join("\n");
  const faq = required(
    consultationPage.faqs.find((f) => /cancel/i.test(f.question)),
    "the booking FAQ on cancelling",
  );
  const confirmStep = required(
    consultationPage.nextSteps.find((s) => /confirm/i.test(s.title)),
    "the confirmation step",
  );

  test("the manage page really offers both a new time and cancelling", () => {
    expect(managePage).toMatch(/Choose a different time/);
    expect(managePage).toMatch(/Cancel my consultation/);
  });

  test.each([
    ["the terms", termsText],
    ["the booking FAQ", `${faq.question} ${faq.answer}`],
    ["the confirmation step", confirmStep.body],
    ["the privacy policy", stringsIn(privacyPolicy).join("\n")],
  ])("%s says the link moves or cancels, and never asks to cancel and book again", (_n, text) => {
    expect(text).toMatch(/move or cancel|move it to another free time or cancel/i);
    expect(text).not.toMatch(/cancel and book again|then book a new time|cancellation link/i);
    expect(text).not.toMatch(/link to cancel\b(?! or)/i);
  });
});

describe("a fallen-through purchase costs what the purchase price page says", () => {
  const purchase = prices("residential-purchase");
  const rule = required(
    sentencesOf(purchase.conditionalFees).find((s) => /falls through/.test(s)),
    "the price page's fall-through sentence",
  );

  test("the price page states the rule", () => {
    expect(rule).toMatch(/work done so far, up to the fixed fee/);
  });

  test("every other paragraph about a purchase falling through gives the same rule", () => {
    const others = paragraphs.filter(
      (p) =>
        /purchase falls through/i.test(p.text) && /\bfee\b/.test(p.text) && !p.text.endsWith("?"),
    );
    expect(others.length).toBeGreaterThanOrEqual(2);
    for (const p of others) expect(p.text, p.file).toContain(rule);
    expect(stringsIn(page("conveyancing/conveyancing-costs")).join("\n")).not.toMatch(
      /depends on our client care letter/,
    );
  });
});

describe("guides for England and Wales name Wales' Land Transaction Tax beside SDLT", () => {
  test.each(
    servicePages
      .filter((p) => /\bWales\b/.test(stringsIn(p).join("\n")))
      .filter((p) => /Stamp Duty Land Tax|\bSDLT\b/.test(stringsIn(p).join("\n")))
      .map((p) => [p.path, p] as const),
  )("/services/%s", (_path, p) => {
    expect(stringsIn(p).join("\n")).toMatch(/Land Transaction Tax/);
  });

  test("the process guide gives Land Transaction Tax's 30 days and the Welsh Revenue Authority", () => {
    const guide = page("conveyancing/conveyancing-process");
    const taxStep = required(
      guide.steps.find((s) => /SDLT|Stamp Duty/.test(s.body)),
      "the tax step",
    );
    expect(taxStep.body).toMatch(/Land Transaction Tax/);
    expect(taxStep.body).toMatch(/Welsh Revenue Authority/);
    expect(taxStep.body).toMatch(/within 30 days of completion/);
    expect(taxStep.body).toMatch(/within 14 days of completion/);
  });
});

describe("how long buying or selling a home takes", () => {
  const range = `${typicalMoveWeeks.from} to ${typicalMoveWeeks.to} weeks`;

  test("the old 8 to 12 week promise is gone from every page and article", () => {
    expect(paragraphs.filter((p) => /\b8 to 12 weeks\b/.test(p.text)).map((p) => p.file)).toEqual(
      [],
    );
  });

  test("every overall purchase or sale timescale gives the range, its source and date, and no promise", () => {
    const overall = paragraphs.filter(
      (p) =>
        /typical (?:purchase|sale)\b/i.test(p.text) &&
        /\bweeks\b/.test(p.text) &&
        p.text.length > 60,
    );
    expect(overall.length).toBeGreaterThanOrEqual(4);
    for (const p of overall) {
      expect(p.text, p.file).toContain(range);
      expect(p.text, p.file).toMatch(/not a promise/);
      expect(p.text, p.file).toMatch(/industry figures/);
      expect(p.text, p.file).toMatch(/checked [A-Z][a-z]+ 20\d\d/);
    }
  });

  test.each(["residential-purchase", "residential-sale"])(
    "%s: exchange and completion stages end inside the overall range",
    (slug) => {
      const stages = prices(slug).stages;
      const exchange = required(
        stages.find((s) => /exchange/i.test(s.title)),
        "the exchange stage",
      );
      const completion = required(
        stages.find((s) => /^completion$/i.test(s.title)),
        "the completion stage",
      );
      const [, first, last] = exchange.timescale.match(/weeks (\d+) to (\d+)/) ?? [];
      const [, after] = completion.timescale.match(/to (\d+) weeks after exchange/) ?? [];
      expect(Number(last) + Number(after)).toBe(typicalMoveWeeks.to);
      expect(Number(first)).toBeLessThan(typicalMoveWeeks.from);
    },
  );
});

describe("the motoring pages", () => {
  const motoringPrices = prices("motoring-offences");
  const motoringService = page("motoring-offences");

  test("the supervisor is described by what he brings, as the team records say", () => {
    const supervisor = required(
      seedTeam.find((m) => m.slug === motoringPrices.people.supervisor),
      "the supervisor's team record",
    );
    const admitted = supervisor.qualifications
      .join(" ")
      .match(/Admitted as a solicitor in (\d{4})/);
    expect(admitted).not.toBeNull();
    expect(motoringPrices.people.experience).toContain(`solicitor since ${admitted?.[1]}`);
    expect(paragraphs.filter((p) => /\bnot an? [a-z]+ specialist\b/i.test(p.text))).toEqual([]);
  });

  test("dangerous driving is outside the fixed fees on both pages", () => {
    const excluded = motoringPrices.excludes.find((e) => /dangerous driving/i.test(e));
    expect(excluded).toMatch(/outside our fixed fees/);
    expect(excluded).toMatch(/hourly rate/);
    const mentions = paragraphsOf(motoringService).filter((p) => /dangerous driving/i.test(p));
    expect(mentions.length).toBeGreaterThan(0);
    for (const p of mentions) {
      expect(p).toMatch(/hourly rate/);
      expect(p).not.toMatch(/^- (?:careless or )?dangerous driving/im);
    }
  });
});

describe("settlement agreement advice", () => {
  test("every mention of its fixed fee gives a figure or says it is quoted in writing first", () => {
    const sentences = [
      ...sentencesOf(page("employment-law")),
      ...sentencesOf(prices("employment-law")),
      ...paragraphs.filter((p) => /articles/.test(p.file)).flatMap((p) => sentencesOf(p.text)),
    ].filter((s) => /settlement agreement/i.test(s) && /fixed fee/i.test(s));
    expect(sentences.length).toBeGreaterThan(0);
    for (const s of sentences) expect(s).toMatch(/£\s?\d|quoted? in writing/);
  });
});

describe("what a personal injury client pays if the claim is lost", () => {
  const pi = page("personal-injury");

  test("the costs section says it plainly, with the condition", () => {
    expect(pi.costs).toMatch(
      /\*\*If your claim is lost\*\*, you normally pay nothing for our fees/,
    );
    expect(pi.costs).toMatch(/provided you have kept to the agreement/);
  });

  test("it says what protects the client from the other side's costs and the expenses", () => {
    expect(pi.costs).toMatch(/qualified one-way costs shifting/);
    expect(pi.costs).toMatch(/after-the-event insurance/);
  });

  test("an FAQ answers the question in the reader's words", () => {
    const faq = pi.faqs.find((f) => /pay if I lose/i.test(f.question));
    expect(faq?.answer).toMatch(/normally nothing for our fees/);
  });
});

describe("Inheritance Tax allowances", () => {
  const wills = stringsIn(page("wills-probate")).join("\n");

  test("the wills and probate page gives both allowances and the pension change, dated", () => {
    expect(wills).toContain("£325,000");
    expect(wills).toContain("£175,000");
    expect(wills).toMatch(/From \*\*April 2027\*\*, under the government's legislation/);
    expect(wills).toMatch(/pension/i);
    expect(wills).toMatch(/Checked [A-Z][a-z]+ 20\d\d/);
  });

  test("every page that gives the allowances gives the same figures and the pension change", () => {
    const pages = [...servicePages, ...areaPages].filter((p) =>
      /nil-rate band|residence allowance/i.test(stringsIn(p).join("\n")),
    );
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const p of pages) {
      const text = stringsIn(p).join("\n");
      expect(text).toContain("£325,000");
      expect(text).toContain("£175,000");
      expect(text).toMatch(/April 2027/);
    }
  });
});

describe("the Legal Ombudsman normally needs the firm to have had the complaint first", () => {
  test("the complaints procedure says so, with the 8 weeks and the exception", () => {
    const section = required(
      complaints.sections.find((s) => /Legal Ombudsman/.test(s.heading)),
      "the Ombudsman section",
    );
    expect(section.body).toMatch(/normally requires you to complain to us first/);
    expect(section.body).toMatch(/8 weeks/);
    expect(section.body).toMatch(/exceptional cases/);
  });

  test("every paragraph that points to the Ombudsman as a next step says so too", () => {
    const pointers = [aboutMore, pricesOverview, complaints]
      .flatMap((p) => paragraphsOf(p.sections))
      .filter((p) => /(?:go to|contact|complain to) the Legal Ombudsman/i.test(p));
    expect(pointers.length).toBeGreaterThanOrEqual(2);
    for (const p of pointers) {
      expect(p).toMatch(/first/);
      expect(p).toMatch(/8 weeks/);
    }
  });
});

describe("service pages with no published price say how their fees are set", () => {
  test.each([
    "family-law",
    "criminal-law",
    "dispute-resolution",
    "commercial-litigation",
    "business-law",
  ])("/services/%s", (servicePath) => {
    const p = page(servicePath);
    expect(p.pricePage).toBeUndefined();
    expect(p.costs).toMatch(/\*\*hourly rates\*\*/);
    expect(p.costs).toMatch(/\*\*Before we start\.\*\*[^\n]*(?:written estimate|in writing)/);
    expect(p.costs).toMatch(/\*\*What moves the cost\.\*\*/);
    // Figures and typical ranges come later from the firm's own prices, never from the copy.
    expect(p.costs).not.toMatch(/£|\d/);
  });
});
