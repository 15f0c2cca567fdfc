import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  PAST_THE_BOT_CHECK,
  test,
  waitForHydration,
} from "./fixtures";
import { mailsMentioning } from "./mail";

async function fillContactForm(
  page: Page,
  advanceClock: (seconds: number) => Promise<void>,
  overrides: { message?: string } = {},
) {
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("Your name").fill("Robin Browser");
  await form.getByLabel("E-mail address").fill("robin.browser@example.com");
  await form.getByLabel("Phone number (optional)").fill("0161 496 0456");
  await form.getByLabel("What is it about?").selectOption({ label: "Wills and Probate" });
  await form
    .getByLabel("Your message")
    .fill(overrides.message ?? "I would like to update my will after moving house.");
  await form.getByRole("radio", { name: "By e-mail" }).check();
  // People take a few seconds; the server drops anything faster as a bot.
  await advanceClock(PAST_THE_BOT_CHECK);
  return form;
}

test.describe("the contact form", () => {
  test("with JavaScript: errors are summarised and focused without a reload, then the message is sent", async ({
    page,
    expectedConsoleErrors,
    advanceClock,
    mailDir,
  }) => {
    expectedConsoleErrors.push(/status of 400/);
    await page.goto("/contact");
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = "no reload";
    });
    const form = await fillContactForm(page, advanceClock, { message: "Too short" });
    await form.getByRole("button", { name: "Send message" }).click();

    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary).toBeFocused();
    await expect(
      summary.getByRole("link", { name: "Your message must be at least 10 characters" }),
    ).toBeVisible();
    await expect(form.getByLabel("Your name")).toHaveValue("Robin Browser");
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      "no reload",
    );
    await expectNoAxeViolations(page);

    await summary.getByRole("link", { name: /Your message must be/ }).click();
    await expect(form.getByLabel("Your message")).toBeFocused();
    await form
      .getByLabel("Your message")
      .fill("I would like to update my will after moving house.");
    await form.getByRole("button", { name: "Send message" }).click();

    await expect(page).toHaveURL(/\/contact\/sent\?reference=CH-/);
    const reference = new URL(page.url()).searchParams.get("reference") ?? "";
    await expect(page.getByText(reference)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Thank you, we have your message",
    );
    await expectNoAxeViolations(page);
    // Both e-mails leave through the outbox: the firm's notification and the acknowledgement.
    await expect.poll(() => mailsMentioning(mailDir, reference), { timeout: 10_000 }).toBe(2);
  });

  test("without JavaScript the form posts and shows errors or the confirmation", async ({
    browser,
    advanceClock,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    const form = await fillContactForm(page, advanceClock);
    await form.getByLabel("E-mail address").fill("not-an-email");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "Enter an e-mail address in the correct format",
    );
    await expect(
      page.getByRole("form", { name: "Send us a message" }).getByLabel("Your name"),
    ).toHaveValue("Robin Browser");

    await page
      .getByRole("form", { name: "Send us a message" })
      .getByLabel("E-mail address")
      .fill("robin@example.com");
    // The page shown again carries a new form token, as old as this moment.
    await advanceClock(PAST_THE_BOT_CHECK);
    await page
      .getByRole("form", { name: "Send us a message" })
      .getByRole("button", { name: "Send message" })
      .click();
    await expect(page).toHaveURL(/\/contact\/sent\?reference=CH-/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Thank you, we have your message",
    );
    await context.close();
  });
});
