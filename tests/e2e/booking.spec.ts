import type { Page } from "@playwright/test";
import { chooseFreeDay } from "./calendar";
import {
  expect,
  expectNoAxeViolations,
  expectOnTheGrid,
  PAST_THE_BOT_CHECK,
  test,
  waitForHydration,
} from "./fixtures";

/** Steps 1–3: area, meeting type, the nth free day and its first (or given) time. */
async function chooseSlot(
  page: Page,
  options: { type: string; day?: number; time?: number; axe?: boolean; lawyer?: string },
) {
  await page.goto("/consultation");
  const book = page.getByRole("region", { name: "Book your free consultation" });
  if (options.axe) await expectNoAxeViolations(page);
  // Step 1 moves on as a topic is chosen: one button each, no separate Continue.
  await book.getByRole("button", { name: "Wills and Probate" }).click();
  await book.getByRole("radio", { name: options.type }).check();
  if (options.lawyer) {
    // Optional, inside step 2: the booking keeps its four screens.
    await book
      .getByLabel("Who would you like to meet? (optional)")
      .selectOption({ label: options.lawyer });
  }
  if (options.axe) await expectNoAxeViolations(page);
  await book.getByRole("button", { name: "Continue" }).click();
  await chooseFreeDay(page, options.day ?? 2);
  if (options.axe) await expectNoAxeViolations(page);
  const times = book.getByRole("list", { name: /^Free times on/ }).getByRole("link");
  await times.nth(options.time ?? 0).click();
  await expect(book.getByRole("heading", { name: "Step 4 of 4: Your details" })).toBeVisible();
  return book;
}

async function fillDetails(
  page: Page,
  email: string,
  advanceClock: (seconds: number) => Promise<void>,
) {
  const form = page.getByRole("form", { name: "Your details" });
  await form.getByLabel("Your name").fill("Sam Booker");
  await form.getByLabel("E-mail address").fill(email);
  await form.getByLabel("Phone number").fill("0161 496 0321");
  await form.getByLabel("Briefly, what is it about?").fill("Updating my will after marrying.");
  // People take a moment; the server sets aside anything quicker as a bot.
  await advanceClock(PAST_THE_BOT_CHECK);
  return form;
}

test.describe("booking a free consultation", () => {
  test("with JavaScript, Back from a later step shows the earlier choices still chosen", async ({
    page,
  }) => {
    await page.goto("/consultation");
    await waitForHydration(page);
    const book = page.getByRole("region", { name: "Book your free consultation" });
    await book.getByRole("button", { name: "Wills and Probate" }).click();
    await book.getByRole("radio", { name: "By video call" }).check();
    await book.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/type=video/);
    await expect(book.getByRole("radio", { name: "By video call" })).toHaveCount(0);

    await page.goBack();
    await expect(page).not.toHaveURL(/type=/);
    await expect(book.getByRole("radio", { name: "By video call" })).toBeChecked();
    await page.goBack();
    await expect(page).not.toHaveURL(/area=/);
    // Step 1's topics are buttons: the one pressed before is marked as the last choice.
    const chosen = book.getByRole("button", { name: /^Wills and Probate/ });
    await expect(chosen).toHaveAttribute("aria-current", "true");
    await expect(chosen).toContainText("Your last choice");
    await expect(book.locator('button[aria-current="true"]')).toHaveCount(1);
  });

  test("with JavaScript: through the four steps to 'You're booked', then move and cancel from the link", async ({
    page,
    advanceClock,
  }) => {
    // Ten page loads and three accessibility scans: more than the default 30 s on a busy box.
    test.slow();
    await chooseSlot(page, {
      type: "By video call",
      day: 3,
      axe: true,
      lawyer: "Eleanor Carrow, Founding Partner; Head of Wills, Probate and Later Life",
    });
    await expectNoAxeViolations(page);
    // While the details are typed, the confirmation page's code is fetched into the cache, not
    // compiled (ADR 036): one prefetch for its route module, none of them live modulepreloads
    // (the server's own are inert, ADR 038).
    await waitForHydration(page);
    await expect(
      page.locator('head link[rel="prefetch"][href^="/assets/manage-booking-"]'),
    ).toHaveCount(1);
    await expect(page.locator('head link[rel="modulepreload"]:not([media="not all"])')).toHaveCount(
      0,
    );
    const form = await fillDetails(page, `video.${Date.now()}@example.com`, advanceClock);
    await form.getByRole("button", { name: "Book consultation" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're booked");
    // Who they will meet, and a video link that exists.
    await expect(page.getByRole("link", { name: "Eleanor Carrow" }).first()).toHaveAttribute(
      "href",
      "/team/eleanor-carrow",
    );
    await expect(page.getByRole("link", { name: /Join the video call/ }).first()).toHaveAttribute(
      "href",
      /^https:\/\/meet\.jit\.si\/consultation-[0-9a-f]{32}$/,
    );
    await expect(page.getByText(/Reference CH-[2-9A-Z]{6}/)).toBeVisible();
    await expect(page.getByRole("link", { name: /Download the calendar invite/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectOnTheGrid(page);
    const manageUrl = new URL(page.url()).pathname;

    const when = page.getByText(/^\w+day \d+ \w+ at \d+:\d+ [AP]M \(UK time\)$/);
    const before = await when.textContent();
    await page.getByRole("link", { name: "Choose a different time" }).click();
    await chooseFreeDay(page, 5);
    const moveTo = page.getByRole("button", { name: /^Move to / }).first();
    const newTime = (await moveTo.textContent())?.replace("Move to ", "") ?? "";
    await moveTo.click();
    // Asked first, with both times; the question takes focus so the keyboard goes on from it.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Move your consultation?");
    const question = page.getByText(/^Move your consultation from .+ to .+ \(UK time\)\?$/);
    await expect(question).toBeFocused();
    await expect(question).toContainText(`at ${newTime} (UK time)?`);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Yes, move it" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your consultation has moved");
    await expect(page.getByRole("status").filter({ hasText: "is now on" })).toContainText(
      `at ${newTime} (UK time)`,
    );
    await expect(when).not.toHaveText(before ?? "");

    await page.getByLabel("Reason (optional)").fill("Plans changed");
    await page.getByRole("button", { name: "Cancel my consultation" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancel your consultation?");
    await expect(page.getByText("Your reason: Plans changed")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Yes, cancel it" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Your consultation is cancelled",
    );
    // The old link still works and shows the booking as it is now.
    await page.goto(manageUrl);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Your consultation is cancelled",
    );
    await expectNoAxeViolations(page);
  });

  test("without JavaScript every step is a form post or a link, and changes are confirmed first", async ({
    browser,
    advanceClock,
  }) => {
    // Eleven page loads: more than the default 30 s on a busy box.
    test.slow();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await chooseSlot(page, { type: "By phone", day: 4 });
    const form = await fillDetails(page, `phone.${Date.now()}@example.com`, advanceClock);
    await form.getByRole("button", { name: "Book consultation" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're booked");

    // Moving and cancelling each ask first, as a page of their own.
    await page.getByRole("link", { name: "Choose a different time" }).click();
    await chooseFreeDay(page, 2);
    await page
      .getByRole("button", { name: /^Move to / })
      .first()
      .click();
    await expect(page.getByText(/^Move your consultation from .+ to .+\?$/)).toBeVisible();
    await page.getByRole("button", { name: "Yes, move it" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your consultation has moved");

    await page.getByRole("button", { name: "Cancel my consultation" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancel your consultation?");
    await page.getByRole("link", { name: "No, keep it" }).click();
    await expect(page.getByText("Confirmed", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Cancel my consultation" }).click();
    await page.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Your consultation is cancelled",
    );
    await context.close();
  });

  test("without JavaScript, from a lawyer's own page to a booking with her, in four screens", async ({
    browser,
    advanceClock,
  }) => {
    test.slow();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/team/aisha-rahman");
    await page.getByRole("link", { name: "Book a free consultation with Aisha" }).click();
    const book = page.getByRole("region", { name: "Book your free consultation" });
    await book.getByRole("button", { name: "Lasting Powers of Attorney" }).click();
    await expect(book.getByLabel("Who would you like to meet? (optional)")).toHaveValue(
      "aisha-rahman",
    );
    await book.getByRole("radio", { name: "By phone" }).check();
    await book.getByRole("button", { name: "Continue" }).click();
    await expect(book.getByText(/With: Aisha Rahman/)).toBeVisible();
    await chooseFreeDay(page, 2);
    await book
      .getByRole("list", { name: /^Free times on/ })
      .getByRole("link")
      .first()
      .click();
    const form = await fillDetails(page, `aisha.${Date.now()}@example.com`, advanceClock);
    await form.getByRole("button", { name: "Book consultation" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're booked");
    await expect(page.getByText("Aisha Rahman will call you on 0161 496 0321")).toBeVisible();
    await context.close();
  });

  test("two people choosing the same time: the second is told kindly and keeps what they typed", async ({
    browser,
    expectedConsoleErrors,
    advanceClock,
  }) => {
    expectedConsoleErrors.push(/status of 409/);
    const first = await browser.newPage();
    const second = await browser.newPage();
    // Both ask for the same lawyer, so the time can be held only once.
    const eleanor = "Eleanor Carrow, Founding Partner; Head of Wills, Probate and Later Life";
    await chooseSlot(first, { type: "At our Bramhall office", day: 6, time: 3, lawyer: eleanor });
    await chooseSlot(second, { type: "At our Bramhall office", day: 6, time: 3, lawyer: eleanor });
    const formA = await fillDetails(first, `race.a.${Date.now()}@example.com`, advanceClock);
    const formB = await fillDetails(second, `race.b.${Date.now()}@example.com`, advanceClock);
    await formA.getByRole("button", { name: "Book consultation" }).click();
    await expect(first.getByRole("heading", { level: 1 })).toHaveText("You're booked");
    await formB.getByRole("button", { name: "Book consultation" }).click();
    const problem = second.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(problem).toContainText(/no longer free|just booked/);
    await expect(
      second.getByRole("list", { name: "Nearest free times" }).getByRole("link").first(),
    ).toBeVisible();
    await expect(
      second.getByRole("form", { name: "Your details" }).getByLabel("Your name"),
    ).toHaveValue("Sam Booker");
    await first.close();
    await second.close();
  });
});

test("a visitor can ask for a Saturday, which waits for the firm to confirm", async ({
  page,
  advanceClock,
}) => {
  await page.goto("/consultation");
  const book = page.getByRole("region", { name: "Book your free consultation" });
  await book.getByRole("button", { name: "Personal Injury" }).click();
  await book.getByRole("radio", { name: "At our Bramhall office" }).check();
  await book.getByRole("button", { name: "Continue" }).click();
  await book.getByLabel("Time of day").selectOption("afternoon");
  await book.getByRole("button", { name: "Ask for this Saturday" }).click();
  await expect(book.getByText(/afternoon \(we will confirm the time\)/)).toBeVisible();
  await expectNoAxeViolations(page);
  const form = await fillDetails(page, `saturday.${Date.now()}@example.com`, advanceClock);
  await form.getByRole("button", { name: "Ask for this Saturday" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Saturday request");
  await expect(page.getByText("Waiting for us to confirm")).toBeVisible();
});
