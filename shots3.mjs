import { chromium } from "playwright";
const base = "http://127.0.0.1:3999";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu"] });
for (const width of [390, 1366]) {
  const v = await browser.newContext({ viewport: { width, height: 900 } });
  const p = await v.newPage();
  await p.goto(base + "/contact");
  await p.screenshot({ path: `/tmp/shots/top-contact-${width}.png` });
  await p.locator("footer").screenshot({ path: `/tmp/shots/footer-${width}.png` });
  await p.getByRole("heading", { name: "Opening hours" }).first().scrollIntoViewIfNeeded();
  await p.screenshot({ path: `/tmp/shots/hours-contact-${width}.png` });
  await v.close();
}
await browser.close();
