import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The days that can be chosen in the month the booking calendar shows. */
export const freeDays = (scope: Page | Locator) =>
  scope.getByRole("link", { name: /, \d+ times? free$/ });

/**
 * Chooses the nth day with free times counting from the month the calendar opens on, turning
 * to later months as a visitor would. Works with and without JavaScript.
 */
export async function chooseFreeDay(page: Page, n: number): Promise<void> {
  let left = n;
  for (;;) {
    const days = freeDays(page);
    await expect(days.first()).toBeVisible();
    const count = await days.count();
    if (left < count) {
      await days.nth(left).click();
      return;
    }
    left -= count;
    const month = await page.locator("#calendar p").first().textContent();
    await page.getByRole("link", { name: /^Next month, / }).click();
    await expect(page.locator("#calendar p").first()).not.toHaveText(month ?? "");
  }
}
