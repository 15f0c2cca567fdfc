import type { Page } from "@playwright/test";
import { ADMIN, signInToAdmin } from "./admin-accounts";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { linkFromMail } from "./mail";

function signInAsAdmin(page: Page) {
  return signInToAdmin(page, ADMIN);
}

test.describe("admin office screens", () => {
  test("an admin creates a staff account; the e-mailed link sets the password and signs them in", async ({
    page,
    browser,
    expectedConsoleErrors,
    mailDir,
  }) => {
    // The empty form is answered 400 on purpose, with the error summary.
    expectedConsoleErrors.push(/status of 400/);
    const email = `new.staff.${Date.now()}@example.com`;
    await signInAsAdmin(page);
    await page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Users" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Add a member of staff" }).click();
    const form = page.getByRole("form", { name: "Add a member of staff" });
    // Submitting empty shows the error summary, focused, with a link to each field.
    await form.getByRole("button", { name: "Create account and send link" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: "Enter their full name" })).toBeVisible();
    await expectNoAxeViolations(page);

    await form.getByLabel("Full name").fill("Bea Browser");
    await form.getByLabel("E-mail address").fill(email);
    await form.getByLabel("Staff", { exact: true }).check();
    await form.getByRole("button", { name: "Create account and send link" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      "We've e-mailed Bea Browser a link",
    );
    await expect(page.getByRole("heading", { level: 1, name: "Bea Browser" })).toBeVisible();
    await expect(page.getByText("Invited: no password set yet")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Back to users" }).click();
    await expect(page.getByRole("cell", { name: "Bea Browser" })).toBeVisible();

    // The new member of staff, in a browser of their own with JavaScript off (the page's own
    // post must keep its Origin, or the cross-site check refuses it), follows the link.
    const link = await linkFromMail(mailDir, email, "set-password");
    // axe needs scripts, so the page is checked first in a browser with them (a GET spends
    // nothing), then used in one without.
    const checking = await browser.newContext();
    const checkPage = await checking.newPage();
    await checkPage.goto(link);
    await expect(
      checkPage.getByRole("heading", { level: 1, name: "Set your password" }),
    ).toBeVisible();
    await expectNoAxeViolations(checkPage);
    await checking.close();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const staffPage = await context.newPage();
    await staffPage.goto(link);
    await expect(
      staffPage.getByRole("heading", { level: 1, name: "Set your password" }),
    ).toBeVisible();
    await staffPage.getByLabel("New password").fill("harbour quartz meadow lantern");
    await staffPage.getByRole("button", { name: "Save password and sign in" }).click();
    await expect(staffPage).toHaveURL(/\/admin$/);
    await expect(staffPage.getByText("Signed in as Bea Browser")).toBeVisible();
    // Staff don't see user management.
    await expect(
      staffPage
        .getByRole("navigation", { name: "Admin sections" })
        .getByRole("link", { name: "Users" }),
    ).toHaveCount(0);
    // The same session with scripts on, for axe.
    const withScripts = await browser.newContext({ storageState: await context.storageState() });
    await context.close();
    const staffWithScripts = await withScripts.newPage();
    const refused = await staffWithScripts.goto("/admin/users");
    expect(refused?.status()).toBe(403);
    await expect(
      staffWithScripts.getByRole("heading", {
        level: 1,
        name: "Only administrators can manage users",
      }),
    ).toBeVisible();
    await expectNoAxeViolations(staffWithScripts);
    await withScripts.close();
  });

  test("enquiries, mail and the audit log are usable and accessible", async ({ page, baseURL }) => {
    const sent = await page.request.post("/api/enquiries", {
      headers: { Origin: baseURL ?? "" },
      data: {
        name: "Ivy Inbox",
        email: "ivy.inbox@example.com",
        phone: "0161 496 0999",
        practiceArea: "family-law",
        message: "I would like advice about arrangements for our children.",
        replyBy: "email",
      },
    });
    expect(sent.status()).toBe(201);
    const { reference } = (await sent.json()) as { reference: string };

    await signInAsAdmin(page);
    await page.goto("/admin/enquiries");
    await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: reference }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: `Enquiry ${reference}` }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /Reply by e-mail/ })).toHaveAttribute(
      "href",
      `mailto:ivy.inbox@example.com?subject=Your%20enquiry%20${reference}`,
    );
    await expectNoAxeViolations(page);

    await page.getByLabel("In progress").check();
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      `${reference} marked in progress`,
    );
    await page.getByLabel("Note", { exact: true }).fill("Rang back; call booked for Tuesday.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Note added");
    await expect(page.getByText("Rang back; call booked for Tuesday.")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto("/admin/mail");
    await expect(page.getByRole("heading", { level: 1, name: "Mail" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto("/admin/audit");
    await expect(
      page.getByRole("cell", { name: new RegExp(`^Marked ${reference} in progress`) }),
    ).toBeVisible();
    await page.getByLabel("Words in the entry").fill(reference);
    await page.getByRole("button", { name: "Show entries" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${reference}`));
    await expect(
      page.getByRole("cell", { name: new RegExp(`^Added a note to ${reference}`) }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
