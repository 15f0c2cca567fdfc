import { expect, expectNoAxeViolations, PAST_THE_BOT_CHECK, test } from "./fixtures";
import { mailsMentioning } from "./mail";

const QUOTE = "/services/conveyancing/conveyancing-costs";

test.describe("the conveyancing quote", () => {
  test("with JavaScript the quote appears and updates as you answer; it can be e-mailed", async ({
    page,
    advanceClock,
    mailDir,
  }) => {
    await page.goto(QUOTE);
    const form = page.getByRole("form", { name: "Get an instant quote" });
    await form.getByRole("radio", { name: "Buying", exact: true }).check();
    const price = form.getByLabel("Purchase price (£)");
    await expect(price).toBeVisible();
    await price.fill("295000");
    const result = page.getByRole("region", { name: "Your quote" });
    await expect(result).toContainText("Stamp Duty Land Tax: £4,750");
    const firstTotal = await result.getByText(/^Total:/).textContent();

    await form.getByRole("checkbox", { name: "I am a first-time buyer" }).check();
    await expect(result).toContainText("Stamp Duty Land Tax: £0");
    expect(await result.getByText(/^Total:/).textContent()).not.toBe(firstTotal);
    await expectNoAxeViolations(page);

    const email = page.getByRole("region", { name: "E-mail me this quote" });
    await email.getByLabel("Your e-mail address").fill("e2e.buyer@example.com");
    await advanceClock(PAST_THE_BOT_CHECK);
    await email.getByRole("button", { name: "E-mail me this quote" }).click();
    const status = email.getByRole("status");
    await expect(status).toContainText(/Your reference is QT-[2-9A-Z]{6}/);
    const reference = (await status.textContent())?.match(/QT-[2-9A-Z]{6}/)?.[0] ?? "";
    // The quote leaves through the outbox; without SMTP_URL it is written as an .eml file.
    await expect
      .poll(() => mailsMentioning(mailDir, reference), { timeout: 10_000 })
      .toBeGreaterThan(0);
  });

  test("without JavaScript the form posts step by step and the page shows the breakdown", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(QUOTE);
    const form = page.getByRole("form", { name: "Get an instant quote" });
    await form.getByRole("radio", { name: "Selling", exact: true }).check();
    await form.getByRole("button", { name: "Next" }).click();
    await page
      .getByRole("form", { name: "Get an instant quote" })
      .getByLabel("Sale price (£)")
      .fill("250,000");
    await page
      .getByRole("form", { name: "Get an instant quote" })
      .getByRole("button", { name: "Show my quote" })
      .click();
    await expect(page.getByRole("region", { name: "Your quote" })).toContainText(
      "Selling subtotal",
    );
    await context.close();
  });

  test("the stamp duty calculator works without JavaScript too", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/services/conveyancing/stamp-duty-calculator");
    await page.getByLabel("Purchase price (£)").fill("300000");
    await page.getByRole("checkbox", { name: /additional property/ }).check();
    await page.getByRole("button", { name: "Work it out" }).click();
    await expect(page.getByRole("region", { name: "Stamp duty to pay" })).toContainText("£20,000");
    await context.close();
  });
});
