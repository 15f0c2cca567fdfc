import { readdirSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

async function fillContactForm(page: Page, overrides: { message?: string } = {}) {
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
  await page.waitForTimeout(700);
  return form;
}

function mailFilesMentioning(text: string): string[] {
  const dir = "test-data/e2e/mail";
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files.filter((f) => readFileSync(`${dir}/${f}`, "utf8").includes(text));
}

test.describe("the contact form", () => {
  test("with JavaScript: errors are summarised and focused without a reload, then the message is sent", async ({
    page,
    expectedConsoleErrors,
  }) => {
    expectedConsoleErrors.push(/status of 400/);
    await page.goto("/contact");
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = "no reload";
    });
    const form = await fillContactForm(page, { message: "Too short" });
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
    await expect.poll(() => mailFilesMentioning(reference).length, { timeout: 10_000 }).toBe(2);
  });

  test("without JavaScript the form posts and shows errors or the confirmation", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    const form = await fillContactForm(page);
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
    await page.waitForTimeout(700);
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
