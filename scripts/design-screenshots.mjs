// Pictures of each component for docs/design.md, taken from the production build as a visitor
// sees it (npm run build first): node scripts/design-screenshots.mjs. Writes docs/design/*.png.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { startProductionServer } from "../bench/support/production-server.mjs";
import { chromiumFlags, chromiumPath } from "./chromium.mjs";

const out = path.resolve(import.meta.dirname, "../docs/design");
mkdirSync(out, { recursive: true });

/** The first match of `selector` inside the page's main landmark. */
const inMain = (selector) => (p) => p.getByRole("main").locator(selector).first();
/** The section a heading labels. */
const sectionOf = (headingId) => (p) => p.locator(`section[aria-labelledby='${headingId}']`);

const consultationButtons = inMain("div:has(> a[href='/consultation'])");
const consultationAside = sectionOf("consultation-aside-heading");

/** [file, page, width, how to find the component, optional step before the picture] */
const shots = [
  [
    "header",
    "/",
    1366,
    (p) => p.locator("body > div, body").first(),
    { clip: { x: 0, y: 0, width: 1366, height: 125 } },
  ],
  [
    "menu-open",
    "/",
    1366,
    null,
    {
      clip: { x: 600, y: 0, width: 766, height: 520 },
      before: (p) =>
        p.getByRole("navigation", { name: "Main" }).getByText("Legal Services").click(),
    },
  ],
  ["buttons", "/", 1366, consultationButtons],
  ["buttons-compact-phone", "/services/family-law", 390, consultationButtons],
  ["page-header", "/services/family-law", 1366, inMain("> div")],
  ["consultation-aside-price", "/services/conveyancing", 1366, consultationAside],
  ["consultation-aside-how-set", "/services/family-law", 1366, consultationAside],
  ["trust-strip", "/", 1366, sectionOf("trust-heading")],
  ["service-card", "/", 1366, (p) => sectionOf("services-heading")(p).locator("li").first()],
  ["team-cards", "/about/team", 1366, inMain("ul:has(> li h3)")],
  ["portrait-initials", "/team/hannah-doyle", 1366, inMain("svg[data-initials]")],
  [
    "call-to-action",
    "/services/family-law",
    1366,
    (p) => p.locator("section[aria-label='Next steps']"),
  ],
  ["price-table", "/compliance/residential-purchase", 1366, inMain("table")],
  ["price-table-phone", "/compliance/residential-purchase", 390, inMain("table")],
  [
    "form-errors",
    "/contact",
    1366,
    inMain("form"),
    { before: (p) => p.getByRole("button", { name: /send/i }).first().click() },
  ],
];

const server = await startProductionServer({ port: 4186, dataDir: "test-data/design-screenshots" });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const [file, url, width, find, options = {}] of shots) {
    // bypassCSP: the style below un-sticks the header, so it never covers a tall component.
    const page = await browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true });
    await page.goto(`${server.origin}${url}`, { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    if (options.before) {
      await options.before(page);
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(300);
    }
    if (!options.clip)
      await page.addStyleTag({ content: "header { position: static !important }" });
    const target = path.join(out, `${file}.png`);
    if (options.clip) await page.screenshot({ path: target, clip: options.clip });
    else await find(page).screenshot({ path: target });
    console.log(`docs/design/${file}.png`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
