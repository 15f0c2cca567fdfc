import { expect, test } from "./fixtures";

/**
 * The site's own copy is drawn from the core font subsets alone (scripts/subset-fonts.mjs):
 * a reading page and a working page fetch the three core files and never the full latin ones.
 */
for (const path of ["/services/family-law", "/consultation"]) {
  test(`${path} draws its text from the core font subsets only`, async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family),
    );
    expect(loaded).toContain("Source Sans 3");
    expect(loaded).toContain("Source Serif 4");
    expect(fonts.length).toBeGreaterThanOrEqual(3);
    expect(fonts.filter((f) => !f.includes("-core-"))).toEqual([]);
  });
}
