import { chromium } from "playwright";
const base = "http://127.0.0.1:3999";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu"] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 900 } });
const page = await ctx.newPage();
await page.goto(base + "/auth?next=%2Fadmin");
const form = page.getByRole("form", { name: "Sign in" });
await form.getByLabel("E-mail address").fill("shot-admin@example.com");
await form.getByLabel("Password", { exact: true }).fill("browser test lighthouse passphrase");
await form.getByRole("button", { name: "Sign in" }).click();
await page.waitForURL(/\/admin$/);
for (const p of process.argv.slice(2)) {
  await page.goto(base + p);
  const wide = await page.evaluate(() => [...document.querySelectorAll("body *")].filter(e => e.getBoundingClientRect().right > 392).slice(0, 8).map(e => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`));
  console.log(p, wide);
}
await browser.close();
