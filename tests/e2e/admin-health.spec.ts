import { ADMIN, signInToAdmin } from "./admin-accounts";
import { expect, expectNoAxeViolations, test } from "./fixtures";

test.describe("the Site health screen", () => {
  test("is reached from the admin navigation and reads as sections a screen reader can jump to", async ({
    page,
  }) => {
    await signInToAdmin(page, ADMIN);
    await page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Site health" })
      .click();
    await expect(page).toHaveURL(/\/admin\/health$/);
    await expect(page.getByRole("heading", { level: 1, name: "Site health" })).toBeVisible();
    for (const name of ["Needs attention", "E-mail", "Backups", "The running site"]) {
      await expect(page.getByRole("region", { name })).toBeVisible();
    }
    await expect(
      page.getByRole("link", { name: /See the (failed e-mails|mail outbox)/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
