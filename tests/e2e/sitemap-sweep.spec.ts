import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { checkFits, gridsWithHoles, imageLoadingMistakes, sitemapPaths } from "./page-checks";

/**
 * Every page in the sitemap, loaded once and looked at as each screen would show it: a page is
 * laid out again when the window changes size, so one load serves every width. (Five sweeps
 * of the site, one per check, took about twelve minutes of the suite's time; one takes under
 * five.)
 */
const CHUNKS = 8;

const DESKTOP = { width: 1280, height: 720 };
const LAPTOP = { width: 1366, height: 900 };
const TABLET = { width: 768, height: 900 };
const PHONE = { width: 390, height: 844 };
/** The narrowest phone screen in common use (an iPhone SE in its first edition, many Androids). */
const NARROW_PHONE = { width: 320, height: 640 };

/** Service, guide and area pages, whose first screen must offer the booking. */
const offersBooking = (path: string) => /^\/(services|locations)\/[^/]+/.test(path);

/** Whether a "Book a free consultation" link in <main> is on the first screen. */
async function bookingOnFirstScreen(page: Page, height: number): Promise<boolean> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const bottoms = await page
    .getByRole("main")
    .getByRole("link", { name: "Book a free consultation" })
    .evaluateAll((links) => links.map((l) => l.getBoundingClientRect().bottom));
  return bottoms.some((bottom) => bottom > 0 && bottom <= height);
}

test.describe("every page in the sitemap", () => {
  test("the sweep reaches the whole site", async ({ request }) => {
    expect((await sitemapPaths(request)).length).toBeGreaterThanOrEqual(103);
  });

  for (let chunk = 0; chunk < CHUNKS; chunk++) {
    test(`group ${chunk + 1} of ${CHUNKS}: 200, one h1, no console errors, no axe violations; no card grid with a hole at 768 or 1366 px; booking on the first screen at 390 and 1366 px; nothing wider than 320 px`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      test.setTimeout(180_000);
      const paths = (await sitemapPaths(request)).filter((_, i) => i % CHUNKS === chunk);
      expect(paths.length).toBeGreaterThan(0);
      const problems: string[] = [];
      for (const path of paths) {
        await page.setViewportSize(DESKTOP);
        // "load": the stylesheet and the fonts' faces have arrived before anything is measured.
        const response = await page.goto(path, { waitUntil: "load" });
        expect(response?.status(), path).toBe(200);
        await expect(page.locator("h1"), path).toHaveCount(1);
        expect(await imageLoadingMistakes(page), path).toEqual([]);
        await expectNoAxeViolations(page);
        expect(consoleErrors, path).toEqual([]);

        await page.setViewportSize(LAPTOP);
        for (const hole of await gridsWithHoles(page)) problems.push(`${path} at 1366 px: ${hole}`);
        if (offersBooking(path) && !(await bookingOnFirstScreen(page, LAPTOP.height))) {
          problems.push(`${path} at 1366 px: no booking action on the first screen`);
        }
        await page.setViewportSize(TABLET);
        for (const hole of await gridsWithHoles(page)) problems.push(`${path} at 768 px: ${hole}`);
        await page.setViewportSize(PHONE);
        if (offersBooking(path) && !(await bookingOnFirstScreen(page, PHONE.height))) {
          problems.push(`${path} at 390 px: no booking action on the first screen`);
        }
        await page.setViewportSize(NARROW_PHONE);
        await checkFits(page, `${path} at 320 px`, problems);
      }
      expect(problems).toEqual([]);
    });
  }
});
