import type { Page } from "@playwright/test";
import { ADMIN, signInToAdmin } from "./admin-accounts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

/** Every admin screen that lists things (and the firm's settings screens), with its heading. */
const listScreens = [
  ["/admin", /^Welcome, /],
  ["/admin/consultations", "Consultations"],
  ["/admin/consultations/week", "Consultations week"],
  ["/admin/enquiries", "Enquiries"],
  ["/admin/leads", "Quote leads"],
  ["/admin/insights", "Insights"],
  ["/admin/team", "Team"],
  ["/admin/recognitions", "Accreditations and reviews"],
  ["/admin/testimonials", "Testimonials"],
  ["/admin/testimonials/new", "Add a testimonial"],
  ["/admin/users", "Users"],
  ["/admin/users?group=clients", "Users"],
  ["/admin/mail", "Mail"],
  ["/admin/audit", "Audit log"],
  ["/admin/availability", /availability/i],
  ["/admin/health", "Site health"],
  ["/admin/firm", "Firm details"],
  ["/admin/firm/hours", "Office hours"],
  ["/admin/prices", "Prices"],
  ["/admin/prices/residential-purchase", "Prices: Buying a home: our prices"],
  ["/admin/prices/employment-law", /^Prices: /],
] as const;

/** What sticks out past the right edge of the screen, named so a failure says where. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll("main *")]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .map((el) => `${el.tagName.toLowerCase()} ${el.textContent?.trim().slice(0, 40) ?? ""}`);
    return { scrollWidth: document.documentElement.scrollWidth, width, wide: wide.slice(0, 5) };
  });
}

test.describe("admin screens on a phone (390 × 844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("no list screen scrolls sideways, and each passes axe", async ({ page }) => {
    test.setTimeout(120_000);
    await signInToAdmin(page, ADMIN);
    for (const [path, heading] of listScreens) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      const found = await overflowing(page);
      expect(found.wide, `${path}: nothing wider than the screen`).toEqual([]);
      expect(found.scrollWidth, `${path}: page width`).toBeLessThanOrEqual(found.width);
      await expectNoAxeViolations(page);
    }
  });

  test("a consultation's row is a card naming each value", async ({ page }) => {
    await signInToAdmin(page, ADMIN);
    await page.goto("/admin/consultations");
    // The e2e server's consultation today (scripts/e2e-fixtures.mjs).
    const row = page.getByRole("row").filter({ hasText: "Tess Today" });
    await expect(row).toBeVisible();
    const client = row.getByRole("cell").filter({ hasText: "Tess Today" });
    const label = await client.evaluate((cell) => getComputedStyle(cell, "::before").content);
    expect(label).toBe('"Client"');
    // Stacked: the client's cell sits below the reference, not beside it.
    const reference = await row.getByRole("rowheader").boundingBox();
    const clientBox = await client.boundingBox();
    expect(clientBox?.y ?? 0).toBeGreaterThan((reference?.y ?? 0) + (reference?.height ?? 0) - 1);
  });

  test("the dashboard's chart is drawn for the phone, with text a person can read", async ({
    page,
  }) => {
    await signInToAdmin(page, ADMIN);
    const chart = page.getByRole("img", { name: /Bookings made per week/ });
    await expect(chart).toHaveCount(1);
    const labels = chart.locator("text");
    const heights = await labels.evaluateAll((texts) =>
      texts.map((t) => t.getBoundingClientRect().height),
    );
    expect(heights.length).toBeGreaterThan(0);
    expect(Math.min(...heights), "the smallest label's height in px").toBeGreaterThanOrEqual(12);
  });
});

test.describe("admin screens on a laptop (1366 × 900)", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("tables are tables, the header lines up with the sidebar and content", async ({ page }) => {
    await signInToAdmin(page, ADMIN);
    await page.goto("/admin/consultations");
    await expect(page.getByRole("columnheader", { name: "When" })).toBeVisible();
    const header = page.getByRole("banner");
    const name = await header.getByRole("link", { name: /admin$/ }).boundingBox();
    const nav = await page.getByRole("navigation", { name: "Admin sections" }).boundingBox();
    const signOut = await header.getByRole("button", { name: "Sign out" }).boundingBox();
    const main = await page.getByRole("main").boundingBox();
    if (!name || !nav || !signOut || !main) throw new Error("the frame is missing a part");
    expect(Math.abs(name.x - nav.x), "the header's name over the sidebar").toBeLessThanOrEqual(1);
    expect(
      Math.abs(signOut.x + signOut.width - (main.x + main.width)),
      "Sign out ends where the content does",
    ).toBeLessThanOrEqual(1);
    await expectNoAxeViolations(page);
  });

  test("the week view's six day columns are equally wide", async ({ page }) => {
    await signInToAdmin(page, ADMIN);
    await page.goto("/admin/consultations/week");
    const days = page.getByRole("columnheader").filter({ hasNotText: "Time" });
    await expect(days).toHaveCount(6);
    const widths = await days.evaluateAll((cells) =>
      cells.map((c) => c.getBoundingClientRect().width),
    );
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1);
    await expectNoAxeViolations(page);
  });
});

const seededArticle = "Lasting power of attorney: why it pays not to wait";

async function openSeededArticle(page: Page) {
  await page.goto("/admin/insights");
  await page.getByRole("link", { name: seededArticle }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit “${seededArticle}”`);
}

for (const viewport of [
  { width: 1366, height: 900, where: "beside" },
  { width: 390, height: 844, where: "below" },
] as const) {
  test.describe(`the article editor at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`an existing article opens with its preview ${viewport.where} the text, which follows the typing`, async ({
      page,
    }) => {
      await signInToAdmin(page, ADMIN);
      await openSeededArticle(page);
      // The preview follows the typing in the browser: the hydrated editor's.
      await waitForHydration(page);
      const form = page.getByRole("form", { name: "Article" });
      const preview = form.getByRole("region", { name: "Preview of the article text" });
      await expect(
        preview.getByRole("heading", { name: "What a lasting power of attorney is" }),
      ).toBeVisible();

      const text = await form.getByRole("textbox", { name: "Article text" }).boundingBox();
      const shown = await preview.boundingBox();
      if (!text || !shown) throw new Error("the editor is missing a part");
      if (viewport.where === "beside") {
        expect(shown.x).toBeGreaterThanOrEqual(text.x + text.width);
        expect(Math.abs(shown.y - text.y)).toBeLessThanOrEqual(1);
      } else {
        expect(shown.y).toBeGreaterThanOrEqual(text.y + text.height);
      }
      await expectNoAxeViolations(page);

      await form
        .getByRole("textbox", { name: "Article text" })
        .fill("## Choosing your attorneys\n\nPick people you **trust**.");
      await expect(preview.getByRole("heading", { name: "Choosing your attorneys" })).toBeVisible();
      await expect(
        preview.getByRole("heading", { name: "What a lasting power of attorney is" }),
      ).toHaveCount(0);
    });
  });
}

test.describe("the article editor without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the saved article's preview is in the page the server sends", async ({ page }) => {
    await signInToAdmin(page, ADMIN);
    await openSeededArticle(page);
    await expect(
      page
        .getByRole("region", { name: "Preview of the article text" })
        .getByRole("heading", { name: "What a lasting power of attorney is" }),
    ).toBeVisible();
  });
});
