import sharp from "sharp";
import { createStaff, signInToAdmin } from "./admin-accounts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

const unique = () => Date.now().toString(36);

test.describe("insights and team admin", () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await signInToAdmin(page, await createStaff(baseURL as string, "Cora Content"));
  });

  test("a new article's Preview takes the writer to the preview of what they wrote", async ({
    page,
  }) => {
    await page.goto("/admin/insights/new");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Article" });
    const preview = form.getByRole("region", { name: "Preview of the article text" });
    const previewButton = form.getByRole("button", { name: "Preview", exact: true });
    // Nothing written yet: the press is answered, not ignored.
    await previewButton.click();
    await expect(preview).toBeFocused();
    await expect(preview).toContainText("There is nothing to preview yet");
    await form
      .getByRole("textbox", { name: "Article text" })
      .fill("## Before you exchange\n\nCheck the **searches** with us.");
    await previewButton.click();
    await expect(preview).toBeFocused();
    await expect(preview).toBeInViewport();
    await expect(preview.getByRole("heading", { name: "Before you exchange" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("staff write an article with a cover, publish it and see it on /insights", async ({
    page,
    expectedConsoleErrors,
  }) => {
    // The empty form's 400 answer (with its messages) is logged by the browser.
    expectedConsoleErrors.push(/status of 400/);
    const title = `Moving home in winter ${unique()}`;
    await page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Insights" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Write an article" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Write an article" })).toBeVisible();

    // Saving an empty form: an error summary, focused, linking to each field.
    await page.getByRole("button", { name: "Save draft" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: "Enter a title" })).toBeVisible();
    await expectNoAxeViolations(page);

    const form = page.getByRole("form", { name: "Article" });
    await form.getByLabel("Title", { exact: true }).fill(title);
    await form.getByLabel("Summary").fill("What to expect when you move in the colder months.");
    await form
      .getByRole("textbox", { name: "Article text" })
      .fill("## Plan ahead\n\nBook the **removal van** early.");
    // The live preview is the server's sanitised rendering of what was typed.
    await expect(
      form.getByRole("region", { name: "Preview of the article text" }).getByRole("heading", {
        name: "Plan ahead",
      }),
    ).toBeVisible();
    await form.getByLabel("Practice area").selectOption({ label: "Conveyancing" });
    await form.getByLabel("Author (optional)").selectOption({ label: "Priya Shah" });
    const cover = await sharp({
      create: { width: 900, height: 500, channels: 3, background: { r: 40, g: 90, b: 140 } },
    })
      .jpeg()
      .toBuffer();
    await form
      .getByLabel("Cover image (optional)")
      .setInputFiles({ name: "winter.jpg", mimeType: "image/jpeg", buffer: cover });
    await form.getByLabel("Cover image description").fill("A removal van on a snowy street");
    await form.getByRole("button", { name: "Save draft" }).click();

    await expect(
      page.getByRole("status").filter({ hasText: `Draft “${title}” saved` }),
    ).toBeVisible();
    await expect(page.getByText("This article is a draft: only staff can see it.")).toBeVisible();
    await expect(page.getByRole("img", { name: "A removal van on a snowy street" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Preview the saved article" }).click();
    await expect(page.getByText("Preview: this article is not on the website yet.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Plan ahead" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Back to editing" }).click();

    await page.getByRole("button", { name: "Publish now" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `“${title}” published` }),
    ).toBeVisible();

    await page.getByRole("link", { name: "Delete this article" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Delete “${title}”?`);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "No, go back" }).click();

    await page.goto("/insights");
    await page.getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("img", { name: "A removal van on a snowy street" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Plan ahead" })).toBeVisible();
  });

  test("staff add a team member and see their page at /team/{slug}", async ({ page }) => {
    const name = `Morgan Ellis ${unique()}`;
    const slug = name.toLowerCase().replace(/\s+/g, "-");
    await page.goto("/admin/team");
    await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Add a team member" }).click();
    const form = page.getByRole("form", { name: "Team member" });
    await form.getByLabel("Full name").fill(name);
    await form.getByLabel("Role").fill("Trainee Solicitor; Employment");
    await form.getByLabel("Qualifications").fill("LLB (Hons), University of Salford\nSQE1, 2025");
    await form.getByRole("checkbox", { name: "Employment Law" }).check();
    await form.getByRole("radio", { name: "Heaton Moor office" }).check();
    await form
      .getByRole("textbox", { name: "Biography" })
      .fill("Morgan helps people with **work** problems.");
    await form.getByLabel("E-mail address").fill("morgan.ellis@example.com");
    await form.getByLabel("Direct phone number").fill("0161 496 0177");
    await expectNoAxeViolations(page);
    await form.getByRole("button", { name: "Add to the team" }).click();

    await expect(page.getByRole("status").filter({ hasText: `${name} added` })).toBeVisible();
    // Reordering works from the keyboard: focus the button and press Enter.
    const moveUp = page.getByRole("button", { name: `Move up ${name}` });
    await moveUp.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: `${name} moved up` })).toBeVisible();

    await page.getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Edit ${name}` })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/team/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("SQE1, 2025")).toBeVisible();
    await page.goto("/about/team");
    await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  });
});
