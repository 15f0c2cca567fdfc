import type { Page } from "@playwright/test";
import { chooseFreeDay, freeDays } from "./calendar";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

/** Step 3 of the booking, for a phone consultation about a will. */
const stepThree = "/consultation?area=wills-probate&type=phone";

const focusedDate = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.date);

/** The first time's box lies wholly inside the window and below the sticky header. */
async function expectFirstTimeOnScreen(page: Page) {
  const times = page.getByRole("list", { name: /^Free times on/ }).getByRole("link");
  await expect(times.first()).toBeVisible();
  const box = await times.first().boundingBox();
  const header = await page.locator("header").first().boundingBox();
  const viewport = page.viewportSize();
  if (!box || !header || !viewport) throw new Error("nothing measured");
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

test.describe("the booking calendar", () => {
  test("a day and a time are chosen with the keyboard alone", async ({ page }) => {
    await page.goto(stepThree);
    // The grid and its arrow keys are the hydrated calendar (ADR 036: after the page's load).
    await waitForHydration(page);
    const calendar = page.getByRole("grid");
    await expect(calendar).toBeVisible();
    // Tab reaches one day of the grid, the first free one, straight after the month buttons.
    await page.getByRole("link", { name: /^Next month, / }).focus();
    await page.keyboard.press("Tab");
    const first = await focusedDate(page);
    expect(first).toBe(await freeDays(page).first().getAttribute("data-date"));

    // Arrows move a day and a week, Home and End to the week's ends, Page Down a month.
    await page.keyboard.press("ArrowRight");
    expect(await focusedDate(page)).not.toBe(first);
    await page.keyboard.press("ArrowLeft");
    expect(await focusedDate(page)).toBe(first);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("End");
    const sunday = await focusedDate(page);
    expect(new Date(`${sunday}T12:00:00Z`).getUTCDay()).toBe(0);
    await expect(page.locator(`[data-date="${sunday}"]`)).toHaveAccessibleName(
      /^Sunday \d+ \w+, no free times$/,
    );
    await page.keyboard.press("Home");
    const monday = await focusedDate(page);
    expect(new Date(`${monday}T12:00:00Z`).getUTCDay()).toBe(1);
    const monthBefore = await page.locator("#calendar p").first().textContent();
    await page.keyboard.press("PageDown");
    await expect(page.locator("#calendar p").first()).not.toHaveText(monthBefore ?? "");
    expect((await focusedDate(page))?.slice(8)).toBe(monday?.slice(8));
    await page.keyboard.press("PageUp");
    await expect(page.locator("#calendar p").first()).toHaveText(monthBefore ?? "");
    expect(await focusedDate(page)).toBe(monday);

    // Back to the first free day, and Enter chooses it: focus goes to its times.
    for (let date = await focusedDate(page); date !== first; date = await focusedDate(page))
      await page.keyboard.press(date && first && date > first ? "ArrowLeft" : "ArrowRight");
    await page.keyboard.press("Enter");
    const heading = page.getByRole("heading", { name: /^Free times on / });
    await expect(heading).toBeFocused();
    await expect(page.locator(`td[aria-selected="true"] [data-date="${first}"]`)).toBeVisible();
    await page.keyboard.press("Tab");
    const firstTime = page
      .getByRole("list", { name: /^Free times on/ })
      .getByRole("link")
      .first();
    await expect(firstTime).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Step 4 of 4: Your details" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`after a day is chosen its first time is on screen at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(stepThree);
      // Focus moving to the times is the hydrated calendar's; without script, see the next test.
      await waitForHydration(page);
      await expect(page.getByRole("grid")).toBeVisible();
      await chooseFreeDay(page, 1);
      await expect(page.getByRole("heading", { name: /^Free times on / })).toBeFocused();
      await expectFirstTimeOnScreen(page);
      await expectNoAxeViolations(page);
    });

    test(`without JavaScript the first time is on screen too, at ${viewport.width} px`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(stepThree);
      await chooseFreeDay(page, 1);
      await expectFirstTimeOnScreen(page);
      await context.close();
    });
  }

  test("without JavaScript: a later month, a day, a time, and the choices stay in view with 'Change'", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(stepThree);
    await expect(page.getByRole("grid")).toHaveCount(0);
    const month = await page.locator("#calendar p").first().textContent();
    await page.getByRole("link", { name: /^Next month, / }).click();
    await expect(page.locator("#calendar p").first()).not.toHaveText(month ?? "");
    expect(new URL(page.url()).searchParams.get("month")).toMatch(/^\d{4}-\d{2}$/);
    await chooseFreeDay(page, 0);
    const times = page.getByRole("list", { name: /^Free times on/ }).getByRole("link");
    const time = (await times.first().textContent()) ?? "";
    await times.first().click();
    const choices = page.getByRole("list", { name: "Your choices so far" });
    await expect(choices).toContainText("About: Wills and Probate");
    await expect(choices).toContainText("Meeting: By phone");
    await expect(choices).toContainText(`at ${time} (UK time)`);
    await expect(choices).toContainText("With: anyone suitable");
    await expect(choices.getByRole("link", { name: "Change" })).toHaveCount(4);
    await context.close();
  });

  test("a Saturday is asked for apart from the calendar, which never offers one", async ({
    page,
  }) => {
    await page.goto(stepThree);
    const shown = await page
      .locator("[data-date]")
      .evaluateAll((cells) => cells.map((c) => (c as HTMLElement).dataset.date ?? ""));
    const saturdays = shown.filter((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 6);
    expect(saturdays.length).toBeGreaterThanOrEqual(4);
    for (const date of saturdays)
      await expect(page.locator(`a[data-date="${date}"]`)).toHaveCount(0);
    const request = page.getByRole("region", { name: "Need a Saturday?" });
    await expect(request).toContainText("by appointment");
    await expect(request).toContainText("call us on 0161 496 0000");
    await expect(request.getByRole("button", { name: "Ask for this Saturday" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
