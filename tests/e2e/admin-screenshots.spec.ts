import type { Locator, Page } from "@playwright/test";
import { ADMIN, signInToAdmin } from "./admin-accounts";
import { expect, test } from "./fixtures";
import { TEST_CLOCK_START } from "./test-clock";

/**
 * Admin screens as designed (issue 19), at a phone and a laptop width, compared with the
 * baselines in __screenshots__ as tests/e2e/screenshots.spec.ts compares the reading pages. The
 * screenshot server (its own seeded database with no bookings, its clock from E2E_CLOCK_START)
 * has the e2e admin too: the dashboard and the consultations list show their empty states, the
 * insights list the seeded articles, the editor a seeded article with its preview.
 */
interface Screen {
  name: string;
  open: (page: Page) => Promise<void>;
  /** The whole page rather than its first screen: the list is the point. */
  fullPage?: boolean;
  /** What the database's own clock writes (not the server's fixed one), painted over. */
  mask?: (page: Page) => Locator[];
  /** Brings the part to compare into view. */
  show?: (page: Page) => Promise<void>;
}

const articleTitle = "Lasting power of attorney: why it pays not to wait";

const screens: Screen[] = [
  {
    name: "admin-dashboard",
    open: async (page) => {
      await page.goto("/admin");
      await expect(page.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();
    },
  },
  {
    name: "admin-consultations",
    fullPage: true,
    open: async (page) => {
      await page.goto("/admin/consultations");
      await expect(page.getByText("No consultations yet.")).toBeVisible();
    },
  },
  {
    name: "admin-insights",
    fullPage: true,
    open: async (page) => {
      await page.goto("/admin/insights");
      await expect(page.getByRole("link", { name: articleTitle })).toBeVisible();
    },
    // "Last changed" is the row's updated_at, which PostgreSQL's clock fills in.
    mask: (page) => [
      page
        .getByRole("cell")
        .filter({ hasText: /\d{4} at \d/ })
        .filter({ hasNotText: "Published" }),
    ],
  },
  {
    name: "admin-article-editor",
    open: async (page) => {
      await page.goto("/admin/insights");
      await page.getByRole("link", { name: articleTitle }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit “${articleTitle}”`);
    },
    // The Markdown and its preview, rather than the title fields above them.
    show: async (page) => {
      await page
        .getByRole("textbox", { name: "Article text" })
        .evaluate((field) => field.scrollIntoView({ block: "start" }));
    },
  },
];

const widths = [
  { name: "phone", width: 390, height: 844 },
  { name: "laptop", width: 1366, height: 900 },
] as const;

for (const viewport of widths) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const screen of screens) {
      test(`${screen.name} looks as designed`, async ({ page }) => {
        await page.clock.setFixedTime(new Date(TEST_CLOCK_START));
        await signInToAdmin(page, ADMIN);
        await screen.open(page);
        await page.evaluate(() => document.fonts.ready);
        await screen.show?.(page);
        await expect(page).toHaveScreenshot(`${screen.name}-${viewport.name}.png`, {
          fullPage: screen.fullPage ?? false,
          mask: screen.mask?.(page) ?? [],
        });
      });
    }
  });
}
