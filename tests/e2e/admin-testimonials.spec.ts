import { ADMIN, signInToAdmin } from "./admin-accounts";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const unique = () => Date.now().toString(36);

test("staff add a testimonial, see it on its service page, then record the withdrawal and delete it", async ({
  page,
  expectedConsoleErrors,
}) => {
  // The empty form's 400 answer (with its messages) is logged by the browser.
  expectedConsoleErrors.push(/status of 400/);
  // A long walk through five screens and two public pages.
  test.slow();
  // The admin, not a new staff account: registrations from one address are limited.
  await signInToAdmin(page, ADMIN);
  const name = `Mr T. ${unique()}`;
  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Testimonials", exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Testimonials" })).toBeVisible();

  await page.getByRole("link", { name: "Add a testimonial" }).click();
  const form = page.getByRole("form", { name: "Testimonial" });
  await form.getByLabel("Name to show").fill(name);
  await form.getByRole("button", { name: "Add the testimonial" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: "Enter the client's words" })).toBeVisible();
  await expect(form.getByLabel("Name to show")).toHaveValue(name);
  await expectNoAxeViolations(page);

  await form
    .getByLabel("The client's words")
    .fill("Patient and straight with us about what the will could and could not do.");
  await form.getByLabel("Type of matter").fill("A challenge to a will");
  await form.getByLabel("Where to show it").selectOption({ label: "Inheritance Disputes" });
  await form.getByLabel("Date the client gave their words").fill("2026-10-06");
  await form.getByLabel("Date the client consented to their use").fill("2026-10-08");
  await form.getByRole("radio", { name: "By letter" }).check();
  await form.getByLabel("Where the consent is kept").fill("ID/2026/0077, signed letter");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Add the testimonial" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `The testimonial from ${name} is on the website` }),
  ).toBeVisible();

  await page.goto("/services/inheritance-disputes");
  const aside = page.getByRole("region", { name: "In our clients’ words" });
  await expect(aside.getByText("what the will could and could not do")).toBeVisible();
  await expect(aside.getByText(name)).toBeVisible();
  await expect(aside.getByText("A challenge to a will, October 2026")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/admin/testimonials");
  await page.getByRole("link", { name: `Withdraw consent for ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Has ${name} withdrawn consent?`,
  );
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Yes, withdraw consent" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `the testimonial from ${name} is off the website` }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Consent withdrawn" })).toBeVisible();

  await page.goto("/services/inheritance-disputes");
  await expect(page.getByText(name)).toHaveCount(0);

  await page.goto("/admin/testimonials");
  await page.getByRole("link", { name: `Delete the testimonial from ${name}` }).click();
  await page.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Testimonial from ${name} deleted` }),
  ).toBeVisible();
  // Gone from the list: the notice above is the only place the name is left.
  await expect(page.getByRole("link", { name: `Delete the testimonial from ${name}` })).toHaveCount(
    0,
  );
  await expect(page.getByText(name)).toHaveCount(1);
});
