import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { articles, teamMembers } from "../../server/db/schema";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1] ?? ""),
  );
}

async function sitemapPaths(): Promise<string[]> {
  const xml = (await request(t.app).get("/sitemap.xml").expect(200)).text;
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
}

describe("the crawl", () => {
  test("following every internal link from the home page finds no page that is missing", async () => {
    const seen = new Set<string>(["/"]);
    const queue = ["/"];
    const broken: string[] = [];
    while (queue.length > 0) {
      const path = queue.shift() as string;
      const res = await request(t.app).get(path);
      if (res.status === 301 || res.status === 302 || res.status === 303) {
        // A redirect is not a missing page, but where it leads must exist (the header's
        // Account link leads a visitor who is not signed in to the sign-in page).
        const target = new URL(String(res.headers.location), "http://localhost").pathname;
        if (!seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
        continue;
      }
      if (res.status !== 200) {
        broken.push(`${path} → ${res.status}`);
        continue;
      }
      for (const [, href] of res.text.matchAll(/<a[^>]*\shref="(\/[^"#?]*)/g)) {
        if (!href || href.startsWith("//") || seen.has(href)) continue;
        seen.add(href);
        queue.push(href);
      }
    }
    expect(broken).toEqual([]);
    // The crawl reaches the whole site, not a corner of it.
    expect(seen.size).toBeGreaterThan(100);
  });

  test("/sitemap.xml lists every page the crawl can reach, and each answers 200", async () => {
    const paths = await sitemapPaths();
    expect(paths.length).toBeGreaterThanOrEqual(103);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      const res = await request(t.app).get(path);
      expect(res.status, path).toBe(200);
    }
    const xml = (await request(t.app).get("/sitemap.xml")).text;
    expect(xml).toMatch(
      /<loc>http:\/\/localhost:3000\/insights\/[a-z0-9-]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/,
    );
  });

  test("/robots.txt disallows the private areas and points to the sitemap", async () => {
    const res = await request(t.app).get("/robots.txt").expect(200);
    expect(res.text).toContain("Disallow: /admin");
    expect(res.text).toContain("Disallow: /auth");
    expect(res.text).toContain("Disallow: /account");
    expect(res.text).toContain("Disallow: /api");
    expect(res.text).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });
});

describe("addresses", () => {
  test.each(["stockport", "cheadle", "bramhall", "marple", "heaton-mersey", "heaton-moor"])(
    "the older /services/locations/%s-wills-probate moves permanently to the new page",
    async (area) => {
      const res = await request(t.app).get(`/services/locations/${area}-wills-probate`).expect(301);
      expect(res.headers.location).toBe(`/locations/${area}/wills-probate`);
    },
  );

  test.each(["/team", "/team/"])("%s moves permanently to the team page", async (path) => {
    const res = await request(t.app).get(path).expect(301);
    expect(res.headers.location).toBe("/about/team");
    await request(t.app).get("/about/team").expect(200);
  });

  test("/team is a redirect, so the sitemap does not list it", async () => {
    const paths = await sitemapPaths();
    expect(paths).toContain("/about/team");
    expect(paths).not.toContain("/team");
    expect(paths).not.toContain("/team/");
  });

  test.each([
    "/services/locations/chorlton-wills-probate",
    "/services/no-such-service",
    "/services/conveyancing/no-such-guide",
    "/services/conveyancing-process",
    "/locations/manchester",
    "/locations/bramhall/criminal-law",
    "/team/no-one",
    "/insights/no-such-article",
    "/insights?page=99",
    "/insights?page=0",
    "/compliance/employment-law",
  ])("%s is a 404 page with status 404", async (path) => {
    const res = await request(t.app).get(path).expect(404);
    expect(res.text).toContain("We can&#x27;t find that page");
  });
});

describe("search and sharing", () => {
  test("each page has one title of at most 60 characters, a description, a canonical link and en-GB", async () => {
    const titles = new Map<string, string>();
    for (const path of await sitemapPaths()) {
      const html = (await request(t.app).get(path)).text;
      const title = decodeEntities(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");
      const description = decodeEntities(
        html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "",
      );
      expect(title.length, `${path}: ${title}`).toBeLessThanOrEqual(60);
      expect(description.length, `${path} description`).toBeGreaterThan(50);
      expect(description.length, `${path} description`).toBeLessThanOrEqual(160);
      expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${path}"/>`);
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<meta name="twitter:card"');
      expect(
        titles.get(title),
        `${path} repeats the title of ${titles.get(title)}`,
      ).toBeUndefined();
      titles.set(title, path);
    }
  });

  test("home describes the firm and one LegalService per office, linked to it", async () => {
    const data = jsonLdOf((await request(t.app).get("/")).text);
    const org = data.find((d) => d["@type"] === "Organization");
    const offices = data.filter((d) => d["@type"] === "LegalService");
    expect(org?.["@id"]).toBe("http://localhost:3000/#organization");
    expect(offices).toHaveLength(2);
    for (const office of offices) {
      expect(office.parentOrganization).toEqual({ "@id": org?.["@id"] });
      expect(office.address).toMatchObject({ "@type": "PostalAddress", addressCountry: "GB" });
      expect(office.openingHoursSpecification).toEqual([
        expect.objectContaining({ opens: "09:00", closes: "17:00" }),
      ]);
    }
  });

  test("deep pages carry breadcrumbs, FAQ pages their questions, articles and people their types", async () => {
    const service = jsonLdOf(
      (await request(t.app).get("/services/conveyancing/conveyancing-process")).text,
    );
    const crumbs = service.find((d) => d["@type"] === "BreadcrumbList");
    expect(crumbs?.itemListElement).toHaveLength(4);
    const faq = service.find((d) => d["@type"] === "FAQPage");
    expect(faq?.mainEntity).toEqual(
      expect.arrayContaining([expect.objectContaining({ "@type": "Question" })]),
    );

    const paths = await sitemapPaths();
    const articlePath = paths.find((p) => p.startsWith("/insights/")) as string;
    const article = jsonLdOf((await request(t.app).get(articlePath)).text);
    expect(article.find((d) => d["@type"] === "Article")).toMatchObject({
      mainEntityOfPage: `http://localhost:3000${articlePath}`,
      author: { "@type": "Person" },
    });

    const person = jsonLdOf((await request(t.app).get("/team/priya-shah")).text);
    expect(person.find((d) => d["@type"] === "Person")).toMatchObject({ name: "Priya Shah" });
  });
});

describe("database-backed pages", () => {
  test("/insights lists published articles newest first, six to a page", async () => {
    const first = (await request(t.app).get("/insights").expect(200)).text;
    const dates = [...first.matchAll(/<time dateTime="([^"]+)"/g)].map((m) => m[1] ?? "");
    expect(dates).toHaveLength(6);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first).toContain('href="/insights?page=2"');
    const second = (await request(t.app).get("/insights?page=2").expect(200)).text;
    expect(second).toContain('href="/insights"');
  });

  test("a draft or a scheduled article is not public until its time comes", async () => {
    const { db } = t.database.handle;
    await db.insert(articles).values([
      {
        slug: "draft-one",
        title: "Draft one",
        summary: "s",
        body: "b",
        practiceArea: "family-law",
      },
      {
        slug: "scheduled-one",
        title: "Scheduled one",
        summary: "s",
        body: "b",
        practiceArea: "family-law",
        status: "published",
        publishedAt: new Date(t.clock.now().getTime() + 86_400_000),
      },
    ]);
    await request(t.app).get("/insights/draft-one").expect(404);
    await request(t.app).get("/insights/scheduled-one").expect(404);
    expect((await request(t.app).get("/sitemap.xml")).text).not.toContain("scheduled-one");

    await db
      .update(articles)
      .set({ publishedAt: new Date(t.clock.now().getTime() - 60_000) })
      .where(eq(articles.slug, "scheduled-one"));
    await request(t.app).get("/insights/scheduled-one").expect(200);
  });

  test("a hidden team member disappears from the team pages at once", async () => {
    const { db } = t.database.handle;
    await request(t.app).get("/team/mark-fielding").expect(200);
    await db.update(teamMembers).set({ hidden: true }).where(eq(teamMembers.slug, "mark-fielding"));
    try {
      await request(t.app).get("/team/mark-fielding").expect(404);
      expect((await request(t.app).get("/about/team")).text).not.toContain("Mark Fielding");
    } finally {
      await db
        .update(teamMembers)
        .set({ hidden: false })
        .where(eq(teamMembers.slug, "mark-fielding"));
    }
  });

  test("article bodies are sanitised Markdown", async () => {
    const { db } = t.database.handle;
    await db.insert(articles).values({
      slug: "unsafe-body",
      title: "Unsafe body",
      summary: "s",
      body: '## Heading\n\n<script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">x</a>',
      practiceArea: "family-law",
      status: "published",
      publishedAt: new Date(t.clock.now().getTime() - 60_000),
    });
    const html = (await request(t.app).get("/insights/unsafe-body").expect(200)).text;
    expect(html).toContain("<h2>Heading</h2>");
    expect(html).not.toContain("alert(1)");
    expect(html).not.toContain("onclick");
  });
});

describe("price information as the pages show it", () => {
  test.each([
    ["/compliance/lasting-powers-attorney", "registering each LPA"],
    ["/compliance/wills-probate", "probate application"],
    ["/services/employment-law", "In an Employment Tribunal claim they are mainly"],
    ["/services/motoring-offences", "In a motoring case they are mainly"],
  ])("%s introduces the disbursements of its own kind of work", async (path, own) => {
    const html = decodeEntities((await request(t.app).get(path).expect(200)).text);
    const disbursements = html.slice(html.indexOf("Other costs (disbursements)"));
    expect(disbursements).toContain(own);
    expect(disbursements).not.toMatch(/search providers,\s*HM Land Registry or the court/);
  });
});
