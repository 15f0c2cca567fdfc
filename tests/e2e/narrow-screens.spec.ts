import { chooseFreeDay, freeDays } from "./calendar";
import { expect, test } from "./fixtures";
import { checkFits } from "./page-checks";

/** The narrowest phone screen in common use (an iPhone SE in its first edition, many Androids). */
const SCREEN = { width: 320, height: 640 };

test.use({ viewport: SCREEN });

test.describe(`at ${SCREEN.width} px wide nothing scrolls sideways`, () => {
  test("each step of the working pages", async ({ page, expectedConsoleErrors }) => {
    // The contact form answers 400 to the empty submission, which the browser logs.
    expectedConsoleErrors.push(/status of 400/);
    test.slow();
    const problems: string[] = [];

    await page.goto("/consultation");
    const book = page.getByRole("region", { name: "Book your free consultation" });
    await checkFits(page, "/consultation, step 1: what it is about", problems);
    await book.getByRole("button", { name: "Wills and Probate" }).click();
    await expect(book.getByRole("radio", { name: "By phone" })).toBeVisible();
    await checkFits(page, "/consultation, step 2: how to meet", problems);
    await book.getByRole("radio", { name: "By phone" }).check();
    await book.getByRole("button", { name: "Continue" }).click();
    await expect(freeDays(book).first()).toBeVisible();
    await checkFits(page, "/consultation, step 3: the day", problems);
    await chooseFreeDay(page, 2);
    const times = book.getByRole("list", { name: /^Free times on/ }).getByRole("link");
    await expect(times.first()).toBeVisible();
    await checkFits(page, "/consultation, step 3: the time", problems);
    await times.first().click();
    await expect(book.getByRole("heading", { name: "Step 4 of 4: Your details" })).toBeVisible();
    await checkFits(page, "/consultation, step 4: your details", problems);

    await page.goto("/contact");
    await checkFits(page, "/contact", problems);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toBeFocused();
    await checkFits(page, "/contact, sent empty, with the error summary", problems);

    await page.goto("/services/conveyancing/conveyancing-costs");
    const quoteForm = page.getByRole("form", { name: "Get an instant quote" });
    await quoteForm.getByRole("radio", { name: "Buying", exact: true }).check();
    await quoteForm.getByLabel("Purchase price (£)").fill("295000");
    await expect(page.getByRole("region", { name: "Your quote" })).toContainText("Total:");
    await checkFits(page, "the conveyancing quote, with a quote", problems);

    await page.goto("/services/conveyancing/stamp-duty-calculator");
    await page.getByLabel("Purchase price (£)").fill("300000");
    await page.getByRole("button", { name: "Work it out" }).click();
    await expect(page.getByRole("region", { name: "Stamp duty to pay" })).toContainText(
      "Rates in force from",
    );
    await checkFits(page, "the stamp duty calculator, with a result", problems);

    await page.goto("/auth");
    await checkFits(page, "/auth", problems);

    expect(problems, `working pages wider than ${SCREEN.width} px`).toEqual([]);
  });
});
