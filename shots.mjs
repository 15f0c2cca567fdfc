import { chromium } from "playwright";
const base = "http://127.0.0.1:3999";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
const paths = process.argv.slice(2);
for (const width of [1366, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(base + "/auth?next=%2Fadmin");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("E-mail address").fill("shot-admin@example.com");
  await form.getByLabel("Password", { exact: true }).fill("browser test lighthouse passphrase");
  await form.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/admin$/);
  for (const p of paths) {
    await page.goto(base + p);
    await page.screenshot({ path: `/tmp/shots/${p.replaceAll("/", "_")}-${width}.png`, fullPage: true });
  }
  await ctx.close();
}
await browser.close();
