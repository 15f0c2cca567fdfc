import type { Page } from "@playwright/test";
import { ADMIN, signInToAdmin } from "./admin-accounts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { TEST_CLOCK_START } from "./test-clock";

/**
 * Issue 32's phone layer at 390 px: the Call / Book bar on reading pages (never over what has
 * focus), booking step 1 moving on as a topic is chosen, and the back office's one menu button
 * and today in the week.
 */
test.use({ viewport: { width: 390, height: 844 } });

const bar = (page: Page) => page.getByRole("navigation", { name: "Call or book" });

/** The bar's top edge, where the page's own content must end. */
async function barTop(page: Page): Promise<number> {
  const box = await bar(page).boundingBox();
  if (!box) throw new Error("no Call / Book bar");
  return box.y;
}

test.describe("the Call / Book bar", () => {
  test("is on a reading page, each link at least 44 px, and passes axe", async ({ page }) => {
    await page.goto("/services/wills-probate");
    await expect(bar(page)).toBeVisible();
    const call = bar(page).getByRole("link", { name: /^Call us on 0161 496 0000$/ });
    const book = bar(page).getByRole("link", { name: "Book a free consultation" });
    await expect(call).toHaveAttribute("href", "tel:+441614960000");
    await expect(book).toHaveAttribute("href", "/consultation#book");
    for (const link of [call, book]) {
      const box = await link.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
    }
    // Fixed to the bottom of the screen.
    const box = await bar(page).boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
    await expectNoAxeViolations(page);
  });

  test("is not on working pages", async ({ page }) => {
    for (const path of ["/consultation", "/contact", "/services/conveyancing/conveyancing-costs"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(bar(page), path).toHaveCount(0);
    }
  });

  test("is not shown on a wide screen, nor when printing", async ({ page }) => {
    await page.goto("/services/wills-probate");
    await page.emulateMedia({ media: "print" });
    await expect(bar(page)).toBeHidden();
    await page.emulateMedia({ media: "screen" });
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(bar(page)).toBeHidden();
  });

  test("never covers the focused element, tabbing to the page's last links", async ({ page }) => {
    await page.goto("/services/wills-probate");
    const top = await barTop(page);
    // Focus (without scrolling) the link ten before the bar's, go back to the top of the page,
    // then Tab: each next link is below the screen, so the browser scrolls it into view.
    await page.evaluate(() => {
      const focusable = [
        ...document.querySelectorAll<HTMLElement>("a[href], button, summary"),
      ].filter((el) => !el.closest("#phone-actions") && el.offsetParent !== null);
      focusable.at(-11)?.focus({ preventScroll: true });
      window.scrollTo(0, 0);
    });
    let checked = 0;
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const r = el.getBoundingClientRect();
        return {
          bottom: r.bottom,
          text: el.textContent?.trim() || el.tagName,
          inBar: Boolean(el.closest("#phone-actions")),
        };
      });
      // Past the page's last link, Tab reaches the bar itself.
      if (focused.inBar) break;
      expect(focused.bottom, `"${focused.text}" ends above the bar`).toBeLessThanOrEqual(top);
      checked++;
    }
    expect(checked, "the page's last links were each checked").toBeGreaterThanOrEqual(10);
    await expect(bar(page).getByRole("link").first()).toBeFocused();
  });

  test("the page's end and the notifications sit above it", async ({ page }) => {
    await page.goto("/services/wills-probate");
    const top = await barTop(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerEnd = await page
      .getByRole("contentinfo")
      .evaluate((el) => el.getBoundingClientRect().bottom);
    // Scrolled to the end, less a sub-pixel of rounding.
    expect(footerEnd).toBeLessThanOrEqual(top + 0.5);
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent("site:notice", { detail: { title: "A test notice" } })),
    );
    const notices = page.getByRole("region", { name: "Notifications" });
    await expect(notices).toContainText("A test notice");
    const box = await notices.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(top);
  });
});

test.describe("booking step 1: one button per topic", () => {
  test("with JavaScript, a topic goes straight to step 2 in the browser", async ({ page }) => {
    await page.goto("/consultation");
    await waitForHydration(page);
    const book = page.getByRole("region", { name: "Book your free consultation" });
    await expect(book.getByRole("radio")).toHaveCount(0);
    await expect(book.getByRole("button", { name: "Continue" })).toHaveCount(0);
    await expect(
      book
        .getByRole("group", { name: "Step 1 of 4: What do you need help with?" })
        .getByRole("button"),
    ).toHaveCount(12);
    // An in-browser navigation keeps this marker; a full page load would drop it.
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    await book.getByRole("button", { name: "Employment Law" }).click();
    await expect(page).toHaveURL(/[?&]area=employment-law(&|#|$)/);
    await expect(book.getByText("About: Employment Law")).toBeVisible();
    await expect(
      book.getByRole("group", { name: "Step 2 of 4: How would you like to meet?" }),
    ).toBeVisible();
    expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
    await expectNoAxeViolations(page);
  });

  test("without JavaScript, a topic is a GET of step 2", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto("/consultation");
    const book = page.getByRole("region", { name: "Book your free consultation" });
    await book.getByRole("button", { name: "Family Law" }).click();
    await expect(page).toHaveURL(/\/consultation\?area=family-law#book$/);
    await expect(book.getByText("About: Family Law")).toBeVisible();
    await expect(
      book.getByRole("group", { name: "Step 2 of 4: How would you like to meet?" }),
    ).toBeVisible();
    await context.close();
  });

  test("from a lawyer's page, only her topics, and she stays chosen", async ({ page }) => {
    await page.goto("/team/aisha-rahman");
    await page.getByRole("link", { name: "Book a free consultation with Aisha" }).click();
    const book = page.getByRole("region", { name: "Book your free consultation" });
    const topics = book.getByRole("group", {
      name: /^Step 1 of 4: .*Aisha Rahman advises on these/,
    });
    await expect(topics.getByRole("button")).toHaveText([
      "Wills and Probate",
      "Lasting Powers of Attorney",
    ]);
    await waitForHydration(page);
    await topics.getByRole("button", { name: "Wills and Probate" }).click();
    await expect(book.getByLabel("Who would you like to meet? (optional)")).toHaveValue(
      "aisha-rahman",
    );
  });
});

test.describe("the back office on a phone", () => {
  test("the admin sections are one menu button, which opens with the keyboard", async ({
    page,
  }) => {
    await signInToAdmin(page, ADMIN);
    await page.goto("/admin/consultations");
    await waitForHydration(page);
    const sections = page.getByRole("navigation", { name: "Admin sections" });
    await expect(sections).toBeHidden();
    const menu = page.locator("summary", { hasText: "Menu" });
    await expect(menu).toHaveCount(1);
    const menuBox = await menu.boundingBox();
    expect(menuBox?.height).toBeGreaterThanOrEqual(44);
    // The heading comes right after it: no rows of links above every screen.
    const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
    expect((heading?.y ?? 0) - ((menuBox?.y ?? 0) + (menuBox?.height ?? 0))).toBeLessThan(60);

    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(sections).toBeVisible();
    await expect(sections.getByRole("link", { name: "Consultations" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(sections).toBeHidden();
    await expect(menu).toBeFocused();

    await page.keyboard.press("Space");
    await sections.getByRole("link", { name: "Enquiries" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
    await expect(sections).toBeHidden();
  });

  test("from md up, the sections are the full list as before", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await signInToAdmin(page, ADMIN);
    await page.goto("/admin/consultations");
    const sections = page.getByRole("navigation", { name: "Admin sections" });
    await expect(sections.getByRole("link", { name: "Enquiries" })).toBeVisible();
    await expect(page.locator("summary", { hasText: "Menu" })).toBeHidden();
  });

  test("the week opens on this week with today marked, today first on a phone", async ({
    page,
  }) => {
    // The server's day is the test clock's (a Wednesday), whatever the real day: on a Sunday,
    // when the office is shut, "this week" would be the one about to start.
    const weekday = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London",
      weekday: "long",
    }).format(new Date(TEST_CLOCK_START));
    expect(weekday).toBe("Wednesday");
    await signInToAdmin(page, ADMIN);
    await page.goto("/admin/consultations/week");
    const today = page.locator('[aria-current="date"]:visible');
    await expect(today).toHaveCount(1);
    await expect(today).toContainText(weekday);
    await expect(today).toContainText("Today");
    // The e2e server's consultation today (scripts/e2e-fixtures.mjs).
    await expect(today).toContainText("Tess Today");
    // Today's card is in the first screen, above any day that has gone.
    const box = await today.boundingBox();
    expect(box?.y ?? 9999).toBeLessThan(844);
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 1366, height: 900 });
    const column = page.getByRole("columnheader").and(page.locator('[aria-current="date"]'));
    await expect(column).toContainText(weekday);
  });
});
