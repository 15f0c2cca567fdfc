import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const CHUNKS = 8;

/**
 * Images within 300 px of the top load eagerly (the first with fetchpriority=high); the rest
 * lazily and asynchronously; all have width and height. Returns what breaks that rule.
 */
async function imageLoadingMistakes(page: Page): Promise<string[]> {
  return page.locator("main img").evaluateAll((images) =>
    images.flatMap((img, index) => {
      const el = img as HTMLImageElement;
      const top = el.getBoundingClientRect().top + window.scrollY;
      const name = el.getAttribute("src") ?? "img";
      const mistakes: string[] = [];
      if (!el.getAttribute("width") || !el.getAttribute("height"))
        mistakes.push(`${name}: no size`);
      if (top <= 300 && el.loading === "lazy") mistakes.push(`${name}: lazy near the top`);
      // Declared the page's largest paint (an article's cover, the first insights card): it may
      // sit lower than 300 px and still must not wait, or it holds back the largest paint.
      const lead = el.getAttribute("fetchpriority") === "high";
      // Only one picture can be the largest paint: a second "lead" would be a mistake.
      if (
        lead &&
        index > 0 &&
        images.slice(0, index).some((i) => i.getAttribute("fetchpriority") === "high")
      )
        mistakes.push(`${name}: a second fetchpriority=high image`);
      if (top > 300 && !lead && el.loading !== "lazy") mistakes.push(`${name}: eager below 300px`);
      if (top > 300 && !lead && el.decoding !== "async")
        mistakes.push(`${name}: not decoded async`);
      if (index === 0 && top <= 300 && el.getAttribute("fetchpriority") !== "high") {
        mistakes.push(`${name}: first image without fetchpriority=high`);
      }
      return mistakes;
    }),
  );
}

/** Every public page, from /sitemap.xml, which the server builds from the route data. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
}

test.describe("every public page", () => {
  for (let chunk = 0; chunk < CHUNKS; chunk++) {
    test(`pages in group ${chunk + 1} of ${CHUNKS}: 200, one h1, no console errors, no axe violations`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      const paths = (await sitemapPaths(request)).filter((_, i) => i % CHUNKS === chunk);
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator("h1"), path).toHaveCount(1);
        expect(await imageLoadingMistakes(page), path).toEqual([]);
        await expectNoAxeViolations(page);
        expect(consoleErrors, path).toEqual([]);
      }
    });
  }

  test("titles and descriptions are unique across the whole site", async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    const paths = await sitemapPaths(request);
    expect(paths.length).toBeGreaterThanOrEqual(103);
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
      const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
      expect(titles.get(title), `${path} has the title of ${titles.get(title)}`).toBeUndefined();
      expect(
        descriptions.get(description),
        `${path} has the description of ${descriptions.get(description)}`,
      ).toBeUndefined();
      titles.set(title, path);
      descriptions.set(description, path);
    }
  });

  test("the six older wills addresses answer 301", async ({ request }) => {
    for (const area of [
      "stockport",
      "cheadle",
      "bramhall",
      "marple",
      "heaton-mersey",
      "heaton-moor",
    ]) {
      const res = await request.get(`/services/locations/${area}-wills-probate`, {
        maxRedirects: 0,
      });
      expect(res.status()).toBe(301);
      expect(res.headers().location).toBe(`/locations/${area}/wills-probate`);
    }
  });
});

test.describe("full content without JavaScript", () => {
  for (const [path, expected] of [
    ["/", "How we can help"],
    ["/services/family-law", "Frequently asked questions"],
    ["/locations/marple/conveyancing", "Your nearest office"],
    ["/compliance/residential-purchase", "Who will do the work"],
  ] as const) {
    test(`${path} renders its whole content with JavaScript disabled`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("heading", { name: expected }).first()).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText("SRA number 558160");
      await context.close();
    });
  }

  test("FAQ answers open and close without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/services/family-law");
    const question = page.locator("summary").first();
    await question.click();
    await expect(page.locator("details").first()).toHaveAttribute("open", "");
    await context.close();
  });
});

test.describe("the booking action", () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`is inside main and inside the first screen of every service, guide and area page at ${viewport.width}×${viewport.height}`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      const paths = (await sitemapPaths(request)).filter((p) =>
        /^\/(services|locations)\/[^/]+/.test(p),
      );
      expect(paths.length).toBeGreaterThanOrEqual(60);
      const missing: string[] = [];
      for (const path of paths) {
        await page.goto(path, { waitUntil: "domcontentloaded" });
        const bottoms = await page
          .getByRole("main")
          .getByRole("link", { name: "Book a free consultation" })
          .evaluateAll((links) => links.map((l) => l.getBoundingClientRect().bottom));
        if (!bottoms.some((bottom) => bottom > 0 && bottom <= viewport.height)) {
          missing.push(path);
        }
      }
      expect(missing, "pages whose first screen has no booking action").toEqual([]);
    });
  }
});
