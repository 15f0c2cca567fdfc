import { expect, test } from "./fixtures";

// Runs in the "pristine" project (playwright.config.ts): no other test adds to this page.

const CONVEYANCING = "/services/conveyancing";

/**
 * The height of the conveyancing page's <main> at 390 px before the key facts and the folded
 * guidance (measured on 27 November 2026, production build, disclosures closed): 9,365 px.
 * The page must now be at most half of that.
 */
const MAIN_HEIGHT_BEFORE = 9365;

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the conveyancing page on a phone, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled });

    test("with its guidance closed, <main> is at most half as tall as before", async ({ page }) => {
      await page.goto(CONVEYANCING);
      await expect(page.locator("main details[open]")).toHaveCount(0);
      const height = await page.locator("main").evaluate((m) => m.getBoundingClientRect().height);
      expect(height).toBeLessThanOrEqual(MAIN_HEIGHT_BEFORE / 2);
    });

    test("the key facts come first: the price, how long, who does the work and the consultation", async ({
      page,
    }) => {
      await page.goto(CONVEYANCING);
      const facts = page.getByRole("region", { name: "Key facts" });
      await expect(facts).toBeVisible();
      await expect(facts.getByText(/^From £[\d,]+/)).toBeVisible();
      await expect(facts.getByText("How long it usually takes")).toBeVisible();
      await expect(facts.getByRole("link", { name: "Priya Shah" })).toHaveAttribute(
        "href",
        "/team/priya-shah",
      );
      await expect(facts.getByRole("link", { name: "Book a free consultation" })).toHaveAttribute(
        "href",
        "/consultation",
      );
      const factsTop = await facts.evaluate((el) => el.getBoundingClientRect().top);
      const guidanceTop = await page
        .locator("main details")
        .first()
        .evaluate((el) => el.getBoundingClientRect().top);
      expect(factsTop).toBeLessThan(guidanceTop);
    });

    test("the price information is never folded away", async ({ page }) => {
      await page.goto(CONVEYANCING);
      for (const name of ["How much it costs", "Who does the work", "How it works"]) {
        const heading = page.getByRole("heading", { level: 2, name, exact: true });
        await expect(heading).toBeVisible();
        expect(await heading.evaluate((h) => h.closest("details") === null), name).toBe(true);
      }
      await expect(page.locator("#costs")).toBeVisible();
      expect(await page.locator("#costs").evaluate((s) => s.closest("details") === null)).toBe(
        true,
      );
      // Each stage's name and typical time stay in view; only what happens in it folds.
      const times = page.locator("main").getByText(/^Typical time:/);
      expect(await times.count()).toBeGreaterThan(0);
      for (const time of await times.all()) await expect(time).toBeVisible();
    });

    test("a folded section opens and closes from its heading, and its text is there to read", async ({
      page,
    }) => {
      await page.goto(CONVEYANCING);
      const section = page.locator("main details").filter({ hasText: "When you are selling" });
      const text = section.getByText("Selling goes faster when the paperwork is ready early");
      await expect(text).toBeHidden();
      await section.getByText("When you are selling", { exact: true }).click();
      await expect(text).toBeVisible();
      await section.getByText("When you are selling", { exact: true }).click();
      await expect(text).toBeHidden();
    });
  });
}

test("a link to words in a closed section opens it, as the find bar does", async ({ page }) => {
  // Chrome opens a closed <details> for a match of find-in-page or of a text fragment alike;
  // the find bar cannot be driven from a test, a text fragment can.
  await page.goto(`${CONVEYANCING}#:~:text=look%20out%20guarantees`);
  const section = page.locator("main details").filter({ hasText: "When you are selling" });
  await expect(section).toHaveAttribute("open", "");
  await expect(section.getByText(/look out guarantees/)).toBeVisible();
});
