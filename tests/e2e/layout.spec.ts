import { expect, expectOnTheGrid, test } from "./fixtures";

/** The boxes of a list's cards, grouped into the rows they sit on. */
async function cardRows(page: import("@playwright/test").Page, list: string) {
  const boxes = await page.locator(list).evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      const parent = (item.parentElement as HTMLElement).getBoundingClientRect();
      return {
        top: Math.round(box.top),
        left: box.left,
        right: box.right,
        width: box.width,
        parent,
      };
    }),
  );
  const rows = new Map<number, typeof boxes>();
  for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box]);
  return [...rows.values()];
}

for (const width of [320, 390, 768, 1366]) {
  test(`team cards at ${width} px: names have room, and a short last row is centred, not a hole`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/about/team");
    const sections = page.getByRole("main").locator("section:has(> h2) ul:has(> li h3)");
    expect(await sections.count()).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < (await sections.count()); i++) {
      const rows = await cardRows(
        page,
        `main section:has(> h2) ul:has(> li h3) >> nth=${i} >> > li`,
      );
      for (const row of rows) {
        for (const card of row) expect(card.width).toBeGreaterThanOrEqual(240);
        const first = row[0];
        const last = row.at(-1);
        if (!first || !last) continue;
        const leftGap = first.left - first.parent.left;
        const rightGap = first.parent.right - last.right;
        // Full rows and centred rows alike have the same room on each side.
        expect(Math.abs(leftGap - rightGap), `row at ${first.top}`).toBeLessThanOrEqual(2);
      }
    }
    // Names sit on one or two lines, never squeezed a word a line.
    await page.evaluate(() => document.fonts.ready);
    const nameLines = await page
      .getByRole("main")
      .locator("li h3")
      .evaluateAll((names) =>
        names.map(
          (n) =>
            n.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(n).lineHeight),
        ),
      );
    expect(nameLines.length).toBeGreaterThan(5);
    for (const lines of nameLines) expect(Math.round(lines)).toBeLessThanOrEqual(2);
  });
}

test("reading, working, error and confirmation pages share one grid at 1366 px", async ({
  page,
  expectedConsoleErrors,
}) => {
  // The browser reports the 404 page's own status as a failed load.
  expectedConsoleErrors.push(/status of 404/);
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const path of [
    "/",
    "/services/family-law",
    "/locations/marple/conveyancing",
    "/about/team",
    "/compliance/residential-purchase",
    "/contact",
    "/consultation",
    "/auth",
    "/no-such-page",
  ]) {
    await page.goto(path);
    await expectOnTheGrid(page);
  }
});
