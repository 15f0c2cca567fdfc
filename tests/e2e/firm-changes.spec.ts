import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN, createStaff, signInToAdmin } from "./admin-accounts";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { weekdayAfterClockStart } from "./test-clock";

/**
 * Issue 29, done when: an admin changes the hours, adds a closure, edits a purchase band and the
 * insurer in the back office; the booking, the pages, the quote, the structured data and the
 * e-mails all follow at once, with no restart. Staff cannot. This spec has a server and
 * database of its own (playwright.config.ts, project "firm-changes"), so the firm it changes is
 * no other test's.
 */
const MAIL_DIR = "test-data/e2e-firm/mail";
const INSURER = "Example Mutual Insurance Ltd";

async function slotsOn(
  request: APIRequestContext,
  date: string,
): Promise<Array<{ start: string; end: string }>> {
  const res = await request.get(`/api/availability?from=${date}&to=${date}&type=phone`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as {
    days: Array<{ date: string; slots: Array<{ start: string; end: string }> }>;
  };
  return body.days.find((d) => d.date === date)?.slots ?? [];
}

const londonTime = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));

async function saveHours(page: Page) {
  await page.goto("/admin/firm/hours");
  await expect(page.getByRole("heading", { level: 1, name: "Office hours" })).toBeVisible();
  await page.getByLabel("Friday closes", { exact: true }).first().fill("13:00");
  await page.getByLabel("Consultations on Friday until").fill("13:00");
  await page.getByRole("button", { name: "Save office hours" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Saved");
  await expectNoAxeViolations(page);
}

async function addClosure(page: Page, date: string) {
  await page.goto("/admin/availability");
  const form = page.locator("form", {
    has: page.getByRole("heading", { name: "Block a date or time" }),
  });
  await form.getByLabel("Which meetings").selectOption("all");
  await form.getByLabel("First date").fill(date);
  await form.getByLabel("Reason", { exact: true }).fill("Staff training");
  await form.getByLabel("Tell visitors (public reason, optional)").fill("Staff training day");
  await form.getByRole("button", { name: "Add block" }).click();
  await expect(page.getByText("Closed: Staff training day")).toBeVisible();
}

async function changePurchaseBand(page: Page) {
  await page.goto("/admin/prices/residential-purchase");
  const band = page.getByRole("group", { name: "Band 2" });
  await band.getByLabel("Our fee (before VAT)").fill("1150");
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("region", { name: "Preview: not saved" })).toContainText("£1,150");
  await page.getByRole("button", { name: "Save prices" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Prices saved");
  await expectNoAxeViolations(page);
}

async function changeInsurer(page: Page) {
  await page.goto("/admin/firm");
  await page.getByLabel("Professional indemnity insurer").fill(INSURER);
  await page.getByRole("button", { name: "Save the firm's details" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Saved");
  await expectNoAxeViolations(page);
}

test("an admin changes the hours, a closure, a price and the insurer; every page, the booking, the quote and the mail follow", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The server's clock starts at TEST_CLOCK_START (playwright.config.ts), so these are the same
  // days whatever the real date: a Wednesday and a Friday clear of any seeded closure.
  const closed = weekdayAfterClockStart(3, 2);
  const friday = weekdayAfterClockStart(5, 2);

  await signInToAdmin(page, ADMIN);
  await saveHours(page);
  await addClosure(page, closed);
  await changePurchaseBand(page);
  await changeInsurer(page);

  // A visitor, with no cookies, sees every change at once.
  const visitor = await browser.newPage();
  await visitor.goto("/contact");
  const hours = visitor.getByRole("main");
  await expect(hours).toContainText("9:00 AM to 1:00 PM");
  await expect(hours).toContainText("Staff training day");
  await expect(visitor.getByRole("contentinfo")).toContainText(INSURER);
  const jsonLd = await visitor.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join("\n")).toContain('"closes":"13:00"');

  await visitor.goto("/compliance/residential-purchase");
  await expect(visitor.getByRole("main")).toContainText("£1,150");
  await expect(visitor.getByRole("main")).not.toContainText("£1,095");

  await visitor.goto("/services/conveyancing/conveyancing-costs");
  const quote = visitor.getByRole("form", { name: "Get an instant quote" });
  await quote.getByRole("radio", { name: "Buying", exact: true }).check();
  await quote.getByLabel("Purchase price (£)").fill("200000");
  await expect(visitor.getByRole("region", { name: "Your quote" })).toContainText("£1,150");

  // The booking offers nothing on the closed day, and Friday ends at 1:00 PM.
  expect(await slotsOn(visitor.request, closed)).toEqual([]);
  const fridaySlots = (await slotsOn(visitor.request, friday)).map((s) => londonTime(s.start));
  expect(fridaySlots).toContain("12:30");
  expect(fridaySlots).not.toContain("13:00");

  // A booking's confirmation carries the insurer the admin entered.
  const fridayNoon = (await slotsOn(visitor.request, friday)).find(
    (s) => londonTime(s.start) === "12:00",
  );
  expect(fridayNoon).toBeDefined();
  const booked = await visitor.request.post("/api/bookings", {
    headers: { Origin: new URL(visitor.url()).origin },
    data: {
      practiceArea: "wills-probate",
      type: "phone",
      start: fridayNoon?.start,
      name: "Fern Firmchange",
      email: "fern.firmchange@example.com",
      phone: "07700 900123",
      summary: "A will for a couple with two children.",
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await expect
    .poll(
      () => {
        try {
          return readdirSync(MAIL_DIR)
            .map((f) => readFileSync(join(MAIL_DIR, f), "utf8").replace(/=\r?\n/g, ""))
            .some((mail) => mail.includes("Fern Firmchange") && mail.includes(INSURER));
        } catch {
          return false;
        }
      },
      { timeout: 15_000, message: "the confirmation names the new insurer" },
    )
    .toBe(true);
  await visitor.close();
});

test("staff cannot open or post the firm's settings", async ({
  page,
  baseURL,
  expectedConsoleErrors,
}) => {
  // Each refusal is a 403 page on purpose.
  expectedConsoleErrors.push(/status of 403/);
  const staff = await createStaff(baseURL as string, "Stan Staff");
  await signInToAdmin(page, staff);
  for (const path of ["/admin/firm", "/admin/firm/hours", "/admin/prices"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(403);
  }
  const nav = page.getByRole("navigation", { name: "Admin sections" });
  await expect(nav.getByRole("link", { name: "Prices" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Office hours" })).toHaveCount(0);
  const post = await page.request.post("/admin/prices", {
    headers: { Origin: new URL(page.url()).origin },
    form: { intent: "save", reviewedOn: "2026-12-01", version: "0" },
  });
  expect(post.status()).toBe(403);
});
