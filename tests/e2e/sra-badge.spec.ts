import { expect, test, waitForHydration } from "./fixtures";

const BADGE_TITLE = /^SRA digital badge: Carrow & Hale Solicitors is regulated/;

/**
 * ADR 037: the SRA's badge is a frame from its provider; it loads when the footer comes near
 * the screen rather than with every page, and without JavaScript it is there as before.
 */
test.describe("the SRA badge", () => {
  for (const path of ["/about", "/contact"]) {
    test(`${path}: the frame is requested only when the footer nears the screen, then shown once`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const badgeRequests: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("cdn.yoshki.com")) badgeRequests.push(r.url());
      });
      await page.goto(path);
      if (path === "/contact") await waitForHydration(page);
      const box = page.locator("[data-sra-badge]");
      await expect(box).toHaveAttribute("data-sra-badge", "watched");
      await expect(box.locator("iframe")).toHaveCount(0);
      expect(badgeRequests).toEqual([]);

      await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
      await box.scrollIntoViewIfNeeded();
      const frame = box.locator("iframe");
      await expect(frame).toHaveCount(1);
      await expect(frame).toHaveAttribute("title", BADGE_TITLE);
      await expect(frame).toHaveAttribute("src", "https://cdn.yoshki.com/iframe/55845r.html");
      await expect(box).toHaveAttribute("data-sra-badge", "shown");
      await expect.poll(() => badgeRequests.length).toBeGreaterThan(0);
      // The box keeps the badge's shape, so the frame arriving moves nothing.
      const size = await box.boundingBox();
      expect(size && Math.round((size.width / size.height) * 100)).toBe(
        Math.round((275 / 163) * 100),
      );
    });
  }

  test("without JavaScript the frame is in the page as the SRA supplies it", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    const frame = page.locator("[data-sra-badge] iframe");
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute("title", BADGE_TITLE);
    await expect(frame).toHaveAttribute("loading", "lazy");
    await context.close();
  });
});
