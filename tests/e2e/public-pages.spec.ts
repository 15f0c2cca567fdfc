import { expect, test } from "./fixtures";
import { sitemapPaths } from "./page-checks";

test.describe("every public page", () => {
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
