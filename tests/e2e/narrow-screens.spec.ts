import type { Page } from "@playwright/test";
import { chooseFreeDay, freeDays } from "./calendar";
import { expect, test } from "./fixtures";

/** The narrowest phone screen in common use (an iPhone SE in its first edition, many Androids). */
const SCREEN = { width: 320, height: 640 };

test.use({ viewport: SCREEN });

/**
 * How wide the page is, and when it is wider than the screen the innermost elements that stick
 * out past its right edge: those are the ones to fix, their ancestors only contain them.
 */
async function measureWidth(page: Page): Promise<{ scrollWidth: number; culprits: string[] }> {
  return page.evaluate((screenWidth) => {
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= screenWidth) return { scrollWidth, culprits: [] };
    const rightEdge = (el: Element) => Math.round(el.getBoundingClientRect().right);
    // A closed menu's links keep their boxes but are not shown, so they are not to blame.
    const sticking = [...document.body.querySelectorAll("*")].filter(
      (el) => rightEdge(el) > screenWidth && el.checkVisibility(),
    );
    const innermost = sticking.filter((el) => !sticking.some((o) => o !== el && el.contains(o)));
    const describe = (el: Element) => {
      const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}> "${text}" (right edge ${rightEdge(el)})`;
    };
    innermost.sort((a, b) => rightEdge(b) - rightEdge(a));
    return { scrollWidth, culprits: innermost.slice(0, 3).map(describe) };
  }, SCREEN.width);
}

/** How many times the firm's number is shown broken over two lines (its text spans two). */
async function countBrokenPhoneNumbers(page: Page): Promise<number> {
  return page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let broken = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? "").matchAll(/0161[\s\u00a0]496[\s\u00a0]0000/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (lines.size > 1) broken++;
      }
    }
    return broken;
  });
}

/** Checks the page as it is now, adding a line to `problems` for each thing wrong with it. */
async function checkFits(page: Page, label: string, problems: string[]) {
  // The fallback fonts are metric-matched, but a long word's width is the real face's.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const { scrollWidth, culprits } = await measureWidth(page);
  if (scrollWidth > SCREEN.width) {
    problems.push(`${label}: ${scrollWidth} px wide; ${culprits.join(", ")}`);
  }
  const broken = await countBrokenPhoneNumbers(page);
  if (broken > 0) problems.push(`${label}: the phone number breaks over two lines ${broken}×`);
}

test.describe(`at ${SCREEN.width} px wide nothing scrolls sideways`, () => {
  test("every page in the sitemap", async ({ page }) => {
    // More than a hundred pages, one after another, on a box other work shares.
    test.setTimeout(240_000);
    const xml = await (await page.request.get("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
      const url = new URL(loc ?? "");
      return `${url.pathname}${url.search}`;
    });
    // The sweep reaches the whole site, not a corner of it.
    expect(paths.length).toBeGreaterThan(100);

    const problems: string[] = [];
    for (const path of paths) {
      // "load": the stylesheet has arrived. Measured before it (a cold first page on a busy
      // machine), the home page's unstyled drawing was 1448 px wide.
      const response = await page.goto(path, { waitUntil: "load" });
      if (response?.status() !== 200) {
        problems.push(`${path}: answered ${response?.status()}`);
        continue;
      }
      await checkFits(page, path, problems);
    }
    expect(problems, `pages wider than ${SCREEN.width} px`).toEqual([]);
  });

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
