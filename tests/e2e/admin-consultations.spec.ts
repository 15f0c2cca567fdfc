import type { Page } from "@playwright/test";
import { type Account, createStaff, signInToAdmin } from "./admin-accounts";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// scripts/e2e-fixtures.mjs puts this confirmed consultation at 10:00 today (London).
const TODAYS = { reference: "CH-TODAY1", name: "Tess Today" };

/** Presses Tab until the element has focus, failing if it never does within `limit` presses. */
async function tabTo(page: Page, target: ReturnType<Page["locator"]>, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The focused element shows a visible outline (WCAG 2.4.7). */
async function expectVisibleFocus(page: Page) {
  const outline = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe("none");
  expect(outline.width).toBeGreaterThan(0);
}

test.describe("admin consultations", () => {
  let staff: Account;
  test.beforeAll(async ({ baseURL }) => {
    staff = await createStaff(baseURL as string, "Sam Staff");
  });

  test("staff find today's booking on the dashboard and mark it attended", async ({ page }) => {
    await signInToAdmin(page, staff);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Sam");
    const today = page.getByRole("region", { name: "Today's consultations" });
    await today.getByRole("link", { name: `${TODAYS.reference}, ${TODAYS.name}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `${TODAYS.reference}: ${TODAYS.name}`,
    );
    await page.getByRole("radio", { name: "Attended" }).check();
    await page.getByRole("button", { name: "Save attendance" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `Booking ${TODAYS.reference} marked attended` }),
    ).toBeVisible();
    await expect(page.getByText("Confirmed: Attended")).toBeVisible();
    await expect(page.getByRole("radio", { name: "Attended" })).toBeChecked();
    await expect(page.getByText(`Marked ${TODAYS.reference} attended (Sam Staff)`)).toBeVisible();
  });

  test("the consultations list works with the keyboard alone", async ({ page }) => {
    await signInToAdmin(page, staff);
    await page.goto("/admin/consultations");
    await page.locator("body").focus();
    const search = page.getByRole("searchbox", { name: "Search" });
    await tabTo(page, search);
    await expectVisibleFocus(page);
    await page.keyboard.type("Tess");
    const apply = page.getByRole("button", { name: "Apply filters" });
    await tabTo(page, apply);
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/consultations\?q=Tess&/);
    await expect(page.getByRole("heading", { name: "1 consultation match" })).toBeVisible();
    const row = page.getByRole("link", { name: `${TODAYS.reference}, ${TODAYS.name}` });
    await tabTo(page, row);
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `${TODAYS.reference}: ${TODAYS.name}`,
    );
  });

  test("every consultations screen passes axe", async ({ page }) => {
    await signInToAdmin(page, staff);
    await expectNoAxeViolations(page);
    for (const path of [
      "/admin/consultations",
      "/admin/consultations/week",
      "/admin/availability",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await page.goto("/admin/consultations?q=CH-TODAY1");
    await page.getByRole("link", { name: `${TODAYS.reference}, ${TODAYS.name}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `${TODAYS.reference}: ${TODAYS.name}`,
    );
    await expectNoAxeViolations(page);
    // The chart's numbers, open, are checked too.
    await page.goto("/admin");
    await page.getByText("Show the numbers as a table").click();
    await expectNoAxeViolations(page);
  });
});
