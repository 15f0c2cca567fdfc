import { expect, test } from "./fixtures";

// Runs in the "pristine" project, against a server whose content no other test changes: an
// article or a review score another test adds would otherwise make the page taller.

test("on a phone the team page is a list of people, not a poster a person", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/about/team");
  await page.evaluate(() => document.fonts.ready);
  const main = page.getByRole("main");
  // Eleven people, their team's note and the call to action: at most 3,000 px in all (it was
  // about 9,900 px when each person's initials filled the width).
  const height = await main.evaluate((m) => m.getBoundingClientRect().height);
  expect(height).toBeLessThanOrEqual(3000);
  // Three people whole within one screen once the page's header (heading and lead) has
  // scrolled by: measured from the header's bottom edge, so the sticky site header and the
  // breadcrumbs, which vary with the viewport, do not move the goalposts.
  const cards = main.locator("section:has(> h2) ul > li");
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  const headerBottom = await main.evaluate(
    (m) => (m.firstElementChild as HTMLElement).getBoundingClientRect().bottom,
  );
  const thirdBottom = await cards.nth(2).evaluate((c) => c.getBoundingClientRect().bottom);
  expect(thirdBottom - headerBottom).toBeLessThanOrEqual(844);
  // Each card carries the person's role, office and areas of work, and leads to their page.
  const first = cards.first();
  await expect(first.getByRole("link")).toHaveAttribute("href", /^\/team\/[a-z0-9-]+$/);
  await expect(first).toContainText(/Bramhall|Heaton Moor/);
});
