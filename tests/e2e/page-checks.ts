import type { APIRequestContext, Page } from "@playwright/test";

// Checks the browser tests make of a page as it stands: shared by the sitemap sweep
// (sitemap-sweep.spec.ts) and the tests of single pages and steps.

/**
 * Images within 300 px of the top load eagerly (the first with fetchpriority=high); the rest
 * lazily and asynchronously; all have width and height. Returns what breaks that rule.
 */
export async function imageLoadingMistakes(page: Page): Promise<string[]> {
  return page.locator("main img").evaluateAll((images) =>
    images.flatMap((img, index) => {
      const el = img as HTMLImageElement;
      const top = el.getBoundingClientRect().top + window.scrollY;
      const name = el.getAttribute("src") ?? "img";
      const mistakes: string[] = [];
      if (!el.getAttribute("width") || !el.getAttribute("height"))
        mistakes.push(`${name}: no size`);
      if (top <= 300 && el.loading === "lazy") mistakes.push(`${name}: lazy near the top`);
      // Declared the page's largest paint (an article's cover, the first insights card): it may
      // sit lower than 300 px and still must not wait, or it holds back the largest paint.
      const lead = el.getAttribute("fetchpriority") === "high";
      // Only one picture can be the largest paint: a second "lead" would be a mistake.
      if (
        lead &&
        index > 0 &&
        images.slice(0, index).some((i) => i.getAttribute("fetchpriority") === "high")
      )
        mistakes.push(`${name}: a second fetchpriority=high image`);
      if (top > 300 && !lead && el.loading !== "lazy") mistakes.push(`${name}: eager below 300px`);
      if (top > 300 && !lead && el.decoding !== "async")
        mistakes.push(`${name}: not decoded async`);
      if (index === 0 && top <= 300 && el.getAttribute("fetchpriority") !== "high") {
        mistakes.push(`${name}: first image without fetchpriority=high`);
      }
      return mistakes;
    }),
  );
}

/** Every public page, from /sitemap.xml, which the server builds from the route data. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
}

/**
 * How wide the page is, and when it is wider than the screen the innermost elements that stick
 * out past its right edge: those are the ones to fix, their ancestors only contain them.
 */
export async function measureWidth(
  page: Page,
  screenWidth: number,
): Promise<{ scrollWidth: number; culprits: string[] }> {
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
  }, screenWidth);
}

/** How many times the firm's number is shown broken over two lines (its text spans two). */
export async function countBrokenPhoneNumbers(page: Page): Promise<number> {
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
export async function checkFits(page: Page, label: string, problems: string[]) {
  const screenWidth = page.viewportSize()?.width ?? 0;
  // The fallback fonts are metric-matched, but a long word's width is the real face's.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const { scrollWidth, culprits } = await measureWidth(page, screenWidth);
  if (scrollWidth > screenWidth) {
    problems.push(`${label}: ${scrollWidth} px wide; ${culprits.join(", ")}`);
  }
  const broken = await countBrokenPhoneNumbers(page);
  if (broken > 0) problems.push(`${label}: the phone number breaks over two lines ${broken}×`);
}

/**
 * Lists laid out as a grid whose last row is not full: "3 cards in 4 columns, 5 items in 3".
 * Items that span columns are counted by their span; forms and tables are not card grids.
 */
export async function gridsWithHoles(page: Page): Promise<string[]> {
  return page.getByRole("main").evaluate((main) =>
    [...main.querySelectorAll<HTMLElement>("ul, ol, div")].flatMap((list) => {
      const style = getComputedStyle(list);
      if (style.display !== "grid" || list.closest("form")) return [];
      const columns = style.gridTemplateColumns.split(" ").filter(Boolean).length;
      const items = [...list.children].filter((c) => getComputedStyle(c).display !== "none");
      if (columns < 2 || items.length < 2) return [];
      // Items share a row where their boxes overlap vertically (a row may align them apart).
      const width = list.getBoundingClientRect().width;
      const boxes = items.map((item) => item.getBoundingClientRect()).sort((a, b) => a.top - b.top);
      const rows: Array<{ bottom: number; span: number }> = [];
      for (const box of boxes) {
        const span = Math.max(1, Math.round((box.width / width) * columns));
        const row = rows.at(-1);
        if (row && box.top < row.bottom - 1) {
          row.span += span;
          row.bottom = Math.max(row.bottom, box.bottom);
        } else rows.push({ bottom: box.bottom, span });
      }
      const used = rows.map((row) => row.span);
      return used.every((n) => n >= columns)
        ? []
        : [
            `${list.tagName.toLowerCase()}.${[...list.classList].slice(0, 3).join(".")}: rows of ${used.join(", ")} in ${columns} columns`,
          ];
    }),
  );
}
