import { expect, test } from "./fixtures";
import { TEST_CLOCK_START } from "./test-clock";

/**
 * The booking steps as designed (issue 19), at a phone and a laptop width, compared with the
 * baselines in __screenshots__ as tests/e2e/screenshots.spec.ts compares the reading pages.
 * The screenshot server's clock starts at 2026-11-25 10:00 UTC (E2E_CLOCK_START), so the
 * calendar shows the same month and free days on every run.
 */
const steps = [
  ["booking-what-about", "/consultation#book"],
  ["booking-day-and-time", "/consultation?area=wills-probate&type=video&date=2026-12-01#times"],
  [
    "booking-your-details",
    "/consultation?area=wills-probate&type=video&date=2026-12-01&start=2026-12-01T10%3A00%3A00.000Z#book",
  ],
] as const;

const widths = [
  { name: "phone", width: 390, height: 844 },
  { name: "laptop", width: 1366, height: 900 },
] as const;

for (const viewport of widths) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const [name, path] of steps) {
      test(`${name} looks as designed`, async ({ page }) => {
        await page.clock.setFixedTime(new Date(TEST_CLOCK_START));
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        await expect(page).toHaveScreenshot(`${name}-${viewport.name}.png`);
      });
    }
  });
}
