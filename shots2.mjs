import { chromium } from "playwright";
const base = "http://127.0.0.1:3999";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu"] });
const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
const page = await ctx.newPage();
await page.goto(base + "/auth?next=%2Fadmin");
const form = page.getByRole("form", { name: "Sign in" });
await form.getByLabel("E-mail address").fill("shot-admin@example.com");
await form.getByLabel("Password", { exact: true }).fill("browser test lighthouse passphrase");
await form.getByRole("button", { name: "Sign in" }).click();
await page.waitForURL(/\/admin$/);
await page.goto(base + "/admin/availability");
const f = page.locator("form", { has: page.getByRole("heading", { name: "Block a date or time" }) });
await f.getByLabel("First date").fill("2026-12-24");
await f.getByLabel("Last date (optional)").fill("2027-01-01");
await f.getByLabel("Reason", { exact: true }).fill("Christmas");
await f.getByLabel("Tell visitors (public reason, optional)").fill("Christmas and New Year");
await f.getByRole("button", { name: "Add block" }).click();
await page.waitForTimeout(500);
await page.goto(base + "/admin/firm");
await page.screenshot({ path: "/tmp/shots/admin-firm-1366.png", fullPage: true });
for (const width of [390, 1366]) {
  const v = await browser.newContext({ viewport: { width, height: 900 } });
  const p = await v.newPage();
  for (const path of ["/", "/contact", "/services/wills-probate"]) {
    await p.goto(base + path);
    await p.screenshot({ path: `/tmp/shots/pub${path.replaceAll("/", "_")}-${width}.png`, fullPage: true });
  }
  await v.close();
}
await browser.close();
