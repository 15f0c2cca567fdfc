import type { Page } from "@playwright/test";
import { chooseFreeDay } from "./calendar";
import { expect, expectNoAxeViolations, PAST_THE_BOT_CHECK, test } from "./fixtures";
import { linkFromMail } from "./mail";

const PASSWORD = "pebble violin summit orchard";

async function registerInBrowser(page: Page, name: string, email: string) {
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Create an account" });
  await form.getByLabel("Full name").fill(name);
  await form.getByLabel("E-mail address").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/);
}

test.describe("client accounts (issue 20)", () => {
  test("register, confirm the address, book, see it in the account, cancel it", async ({
    page,
    mailDir,
    advanceClock,
  }) => {
    test.slow();
    const email = `account.${Date.now()}@example.com`;
    await registerInBrowser(page, "Alex Account", email);
    await expect(page.getByRole("heading", { name: "Confirm your e-mail address" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(await linkFromMail(mailDir, email, "verify-email"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your e-mail address");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
    await expect(page).toHaveURL(/\/account\?verified=1$/);
    await expect(page.getByRole("heading", { name: "My consultations" })).toBeVisible();
    await expectNoAxeViolations(page);
    // A long page of forms: its contents lead straight to each section.
    await page
      .getByRole("navigation", { name: "On this page" })
      .getByRole("link", { name: "My data" })
      .click();
    await expect(page.getByRole("heading", { name: "My data" })).toBeInViewport();

    // Book while signed in: the details start with the account's name and address.
    await page.goto("/consultation");
    const book = page.getByRole("region", { name: "Book your free consultation" });
    await book.getByRole("button", { name: "Wills and Probate" }).click();
    await book.getByRole("radio", { name: "By phone" }).check();
    await book.getByRole("button", { name: "Continue" }).click();
    await chooseFreeDay(page, 2);
    await book
      .getByRole("list", { name: /^Free times on/ })
      .getByRole("link")
      .first()
      .click();
    const form = page.getByRole("form", { name: "Your details" });
    await expect(form.getByLabel("Your name")).toHaveValue("Alex Account");
    await expect(form.getByLabel("E-mail address")).toHaveValue(email);
    await form.getByLabel("Phone number").fill("0161 496 0321");
    await form.getByLabel("Briefly, what is it about?").fill("Making a will.");
    await advanceClock(PAST_THE_BOT_CHECK);
    await form.getByRole("button", { name: "Book consultation" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're booked");
    const reference = (await page.getByText(/Reference CH-[2-9A-Z]{6}/).textContent())?.match(
      /CH-[2-9A-Z]{6}/,
    )?.[0] as string;

    await page.getByRole("link", { name: "Account" }).first().click();
    await expect(page).toHaveURL(/\/account$/);
    const consultations = page.getByRole("region", { name: "My consultations" });
    await expect(consultations.getByText(reference, { exact: true })).toBeVisible();

    // The manage link's calendar actions: the .ics file comes from the account's own address.
    const invite = consultations.getByRole("link", {
      name: `Download the calendar invite (.ics) for ${reference}`,
    });
    const ics = await page.request.get((await invite.getAttribute("href")) as string);
    expect(ics.status()).toBe(200);
    expect(await ics.text()).toContain(reference);

    // Moving, as by the manage link: the same calendar, asked first, then moved.
    await consultations
      .getByRole("link", { name: `Choose a different time for ${reference}` })
      .click();
    await chooseFreeDay(page, 4);
    await expectNoAxeViolations(page);
    const moveTo = page.getByRole("button", { name: /^Move to / }).first();
    const newTime = (await moveTo.textContent())?.replace("Move to ", "") ?? "";
    await moveTo.click();
    const question = page.getByText(/^Move your consultation from .+ to .+ \(UK time\)\?$/);
    await expect(question).toBeFocused();
    await expect(question).toContainText(`at ${newTime} (UK time)?`);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Yes, move it" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(
      page.getByRole("status").filter({ hasText: `${reference} is now on` }),
    ).toContainText(`at ${newTime} (UK time)`);
    await expect(
      consultations.getByRole("listitem").filter({ hasText: reference }).first(),
    ).toContainText(newTime);

    await consultations.getByRole("button", { name: `Cancel ${reference}` }).click();
    await expect(
      page.getByRole("heading", { name: /^Cancel your consultation on / }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `${reference} is cancelled` }),
    ).toBeVisible();
    await expect(
      consultations.getByRole("listitem").filter({ hasText: reference }).getByText("Cancelled."),
    ).toBeVisible();
  });

  test("a forgotten password, reset from the e-mailed link", async ({ page, mailDir }) => {
    test.slow();
    const email = `forgot.${Date.now()}@example.com`;
    await registerInBrowser(page, "Fran Forgetful", email);
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/\/auth\?signed-out=1$/);
    await expect(
      page.getByRole("status").filter({ hasText: "You have signed out." }),
    ).toBeVisible();

    await page.getByRole("link", { name: "Forgotten your password?" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reset your password");
    await expectNoAxeViolations(page);
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Send me a link" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your e-mail");
    await expectNoAxeViolations(page);

    await page.goto(await linkFromMail(mailDir, email, "set-password"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
    await expectNoAxeViolations(page);
    await page.getByLabel("New password", { exact: true }).fill("harbour lantern quiet meadow");
    await page.getByRole("button", { name: "Save password and sign in" }).click();
    await expect(page).toHaveURL(/\/account\?password-saved=1$/);
    await expect(
      page.getByRole("status").filter({ hasText: "Your new password is saved" }),
    ).toBeVisible();
    expect((await page.request.get("/api/user")).status()).toBe(200);
  });
});
