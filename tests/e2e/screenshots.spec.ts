import { expect, test } from "./fixtures";
import { TEST_CLOCK_START } from "./test-clock";

/**
 * The look of the ten templates people read most, at a phone, a tablet and a laptop width
 * (issue 18), compared with the baselines in __screenshots__ (up to 1% of pixels may differ;
 * playwright.config.ts). The first screen of each, where a change of design shows first.
 * This project has a server and database of its own (seeded, never changed by a test), and
 * the browser's clock is fixed, so only a change to the site moves a pixel.
 * `npm run test:screenshots:update` makes the baselines again after an intended change.
 */
const templates = [
  ["home", "/"],
  ["service", "/services/family-law"],
  ["guide", "/services/conveyancing/conveyancing-process"],
  ["area", "/locations/bramhall"],
  ["area-service", "/locations/marple/conveyancing"],
  ["price-page", "/compliance/residential-purchase"],
  ["team", "/about/team"],
  ["team-member", "/team/hannah-doyle"],
  ["article", "/insights/no-fault-divorce-how-it-works"],
  ["contact", "/contact"],
] as const;

const widths = [
  { name: "phone", width: 390, height: 844 },
  { name: "tablet", width: 768, height: 1024 },
  { name: "laptop", width: 1366, height: 900 },
] as const;

for (const viewport of widths) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const [name, path] of templates) {
      test(`${name} looks as designed`, async ({ page }) => {
        await page.clock.setFixedTime(new Date(TEST_CLOCK_START));
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        await expect(page).toHaveScreenshot(`${name}-${viewport.name}.png`);
      });
    }
  });
}
