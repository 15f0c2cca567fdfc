import { expect, expectNoAxeViolations, test } from "./fixtures";

test.describe("page chrome", () => {
  test("home is complete server HTML with JavaScript disabled", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("link", { name: "Book Free Appointment" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get In Touch" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: /home$/ })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("SRA number 558160");
    await context.close();
  });

  test("desktop dropdowns open on click and close on a click outside and on Escape", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    const services = nav.getByRole("button", { name: "Legal Services" });
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Family Law" })).toBeHidden();

    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Family Law" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "See more services" })).toHaveAttribute(
      "href",
      "/services",
    );

    await page.getByRole("heading", { level: 1 }).click();
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Family Law" })).toBeHidden();

    const compliance = nav.getByRole("button", { name: "Compliance" });
    await compliance.click();
    await expect(nav.getByRole("link", { name: "Residential Mortgage" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(compliance).toHaveAttribute("aria-expanded", "false");
    await expect(compliance).toBeFocused();

    // Opening one group closes the other.
    await services.click();
    await nav.getByRole("button", { name: "About Us" }).click();
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Meet The Team" })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("the menu works from the keyboard alone", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    const about = nav.getByRole("button", { name: "About Us" });
    await about.focus();
    await page.keyboard.press("Enter");
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Our Story" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1, name: "Our story" })).toBeVisible();
    await expect(about).toHaveAttribute("aria-expanded", "false");
  });

  test("on a phone, one toggle shows the full menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Main (full list)" });
    await expect(menu).toBeVisible();
    for (const name of ["Family Law", "Residential Sale", "Meet The Team", "News & Insights"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await menu.getByRole("link", { name: "Our Story" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
  });

  test("an unknown path answers 404 with a helpful page", async ({
    page,
    expectedConsoleErrors,
  }) => {
    expectedConsoleErrors.push(/status of 404/);
    const response = await page.goto("/this/does/not/exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We can't find that page");
    await expect(page.getByRole("banner")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("home has no axe violations", async ({ page }) => {
    await page.goto("/");
    await expectNoAxeViolations(page);
  });
});

test.describe("navigation", () => {
  test("client navigation keeps the page (no reload), scrolls to the top and back restores", async ({
    page,
  }) => {
    await page.goto("/");
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = "still here";
    });
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Services", exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Our legal services" })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      "still here",
    );

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });

  test("a navigation waiting for its data shows 'Loading...'", async ({ page }) => {
    await page.goto("/");
    await page.route("**/contact.data*", async (route) => {
      await new Promise((r) => setTimeout(r, 1_500));
      await route.continue();
    });
    await page.getByRole("link", { name: "Get In Touch" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
    await expect(page.getByText("Loading...")).toBeHidden();
  });

  test("about a second after the first load, /about, /services and /contact are prefetched", async ({
    page,
  }) => {
    const requested: Array<{ url: string; at: number }> = [];
    const start = Date.now();
    page.on("request", (req) =>
      requested.push({ url: new URL(req.url()).pathname, at: Date.now() - start }),
    );
    await page.goto("/");
    const loadedAt = Date.now() - start;
    // Reading pages load in full, so what is fetched ahead is each page's HTML (issue 17).
    for (const path of ["/about", "/services", "/contact"]) {
      await expect.poll(() => requested.some((r) => r.url === path), { timeout: 5_000 }).toBe(true);
      const first = requested.find((r) => r.url === path);
      // Not part of the first load: it waits about a second after it.
      expect(first?.at ?? 0).toBeGreaterThanOrEqual(loadedAt + 900 - 200);
    }
  });
});
