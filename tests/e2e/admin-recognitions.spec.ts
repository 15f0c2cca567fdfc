import sharp from "sharp";
import { ADMIN, createStaff, signInToAdmin } from "./admin-accounts";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const unique = () => Date.now().toString(36);

test.describe("accreditations and review scores admin", () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await signInToAdmin(page, await createStaff(baseURL as string, "Rhea Recognitions"));
  });

  test("staff add a review score and an accreditation with a logo, then delete the accreditation", async ({
    page,
    expectedConsoleErrors,
  }) => {
    // The empty form's 400 answer (with its messages) is logged by the browser.
    expectedConsoleErrors.push(/status of 400/);
    const source = `Trustpilot ${unique()}`;
    const name = `Lexcel ${unique()}`;
    await page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Accreditations and reviews" })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Accreditations and reviews" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Add a review score" }).click();
    const review = page.getByRole("form", { name: "Review score" });
    await review.getByLabel("Rating out of 5").fill("6");
    await review.getByRole("button", { name: "Add the review score" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary).toBeFocused();
    await expect(
      summary.getByRole("link", { name: "Enter where the reviews are, like Google or Trustpilot" }),
    ).toBeVisible();
    await expect(review.getByLabel("Rating out of 5")).toHaveValue("6");
    await expectNoAxeViolations(page);

    await review.getByLabel("Where the reviews are").fill(source);
    await review.getByLabel("Rating out of 5").fill("4.6");
    await review.getByLabel("Number of reviews").fill("58");
    await review
      .getByLabel("Link to the reviews (optional)")
      .fill("https://uk.trustpilot.com/review/example");
    await review.getByLabel("Date you checked the score").fill("2026-11-03");
    await review.getByRole("button", { name: "Add the review score" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `${source} review score added` }),
    ).toBeVisible();
    await expect(
      page.getByText(`4.6 out of 5 from 58 reviews on ${source} (checked 3 November 2026)`),
    ).toBeVisible();

    await page.getByRole("link", { name: "Add an accreditation" }).click();
    const form = page.getByRole("form", { name: "Accreditation" });
    await form.getByLabel("Name").fill(name);
    const logo = await sharp({
      create: { width: 480, height: 160, channels: 3, background: { r: 30, g: 60, b: 110 } },
    })
      .png()
      .toBuffer();
    await form
      .getByLabel("Logo (optional)")
      .setInputFiles({ name: "lexcel.png", mimeType: "image/png", buffer: logo });
    await form.getByLabel("Held since (optional)").fill("2019");
    await expectNoAxeViolations(page);
    await form.getByRole("button", { name: "Add the accreditation" }).click();
    await expect(page.getByRole("status").filter({ hasText: `${name} added` })).toBeVisible();
    await expect(page.getByText("Since 2019")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Edit ${name}` })).toBeVisible();
    // The current logo is described by the accreditation's name.
    await expect(page.getByRole("img", { name })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Delete this accreditation" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Delete ${name}?`);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Yes, delete it" }).click();
    await expect(page.getByRole("status").filter({ hasText: `${name} deleted` })).toBeVisible();
    await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an admin adds a review score and deletes it through the confirmation page", async ({
    page,
  }) => {
    // The admin, not another new staff account: registrations from one address are limited.
    await signInToAdmin(page, ADMIN);
    const source = `Google ${unique()}`;
    await page.goto("/admin/recognitions/review-scores/new");
    const review = page.getByRole("form", { name: "Review score" });
    await review.getByLabel("Where the reviews are").fill(source);
    await review.getByLabel("Rating out of 5").fill("4.9");
    await review.getByLabel("Number of reviews").fill("12");
    await review.getByRole("button", { name: "Add the review score" }).click();
    await expect(page.getByText(`4.9 out of 5 from 12 reviews on ${source}`)).toBeVisible();

    await page.getByRole("link", { name: `Delete ${source}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Delete the ${source} review score?`,
    );
    await page.getByRole("button", { name: "Yes, delete it" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `${source} review score deleted` }),
    ).toBeVisible();
    await expect(page.getByText(`on ${source}`)).toHaveCount(0);
  });
});
