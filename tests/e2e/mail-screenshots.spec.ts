import type { Page } from "@playwright/test";
import { sampleMails } from "../fixtures/sample-mails";
import { expect, test } from "./fixtures";

/**
 * The e-mails as a reader sees them (issue 32), at a phone's and a laptop's width, in a light
 * and a dark scheme, compared with the baselines in __screenshots__ like the pages' screenshots.
 * The mails are rendered by the real templates from fixed sample data
 * (tests/fixtures/sample-mails.ts: no server, no clock) and loaded straight
 * into the page. `npm run test:screenshots:update` makes the baselines again after an
 * intended change; `npx tsx scripts/render-mail-samples.ts` writes them out to open by hand.
 */
const mailSamples = (name: string) => {
  const sample = sampleMails.find((s) => s.name === name);
  if (!sample) throw new Error(`No sample mail ${name}`);
  return sample.mail.html;
};

/** The client's mails people most often open: a booking, an account, a welcome, an enquiry. */
const shown = [
  "booking-confirmation",
  "verify-email",
  "set-password",
  "enquiry-acknowledgement",
] as const;

/** Every template, for the legibility check. */
const all = sampleMails.map((sample) => sample.name);

const widths = [
  { name: "phone", width: 390, height: 844 },
  { name: "laptop", width: 1366, height: 900 },
] as const;
const schemes = ["light", "dark"] as const;

async function openMail(page: Page, html: string, scheme: (typeof schemes)[number]) {
  await page.emulateMedia({ colorScheme: scheme });
  await page.setContent(html);
}

for (const viewport of widths) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const scheme of schemes) {
      for (const name of shown) {
        test(`the ${name} mail looks as designed (${scheme})`, async ({ page }) => {
          await openMail(page, mailSamples(name), scheme);
          await expect(page).toHaveScreenshot(`mail-${name}-${viewport.name}-${scheme}.png`, {
            fullPage: true,
            // Two cores shared with other work: a stable picture can take longer than 5 s.
            timeout: 15_000,
          });
        });
      }
    }
  });
}

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const scheme of schemes) {
    test(`every mail's words are legible on what is behind them (${scheme})`, async ({ page }) => {
      for (const name of all) {
        await openMail(page, mailSamples(name), scheme);
        expect(await lowContrastText(page), `${name}, ${scheme}`).toEqual([]);
      }
    });
  }

  test("no mail is wider than a phone, and its button is at least 44 px tall", async ({ page }) => {
    for (const name of all) {
      await openMail(page, mailSamples(name), "light");
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, name).toBeLessThanOrEqual(390);
      for (const button of await page.locator("td.ch-button a").all()) {
        const box = await button.boundingBox();
        expect(box?.height ?? 0, name).toBeGreaterThanOrEqual(44);
      }
    }
  });
});

/**
 * Every element with words of its own whose colour, on the first background behind it, falls
 * short of WCAG 2.2 AA (4.5:1; 3:1 for large text), as the browser has worked the colours out.
 */
function lowContrastText(page: Page) {
  return page.evaluate(() => {
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [lr = 0, lg = 0, lb = 0] = [r, g, b].map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    const backgroundOf = (element: Element | null): string => {
      for (let e = element; e; e = e.parentElement) {
        const background = getComputedStyle(e).backgroundColor;
        const alpha = rgb(background)[3];
        if (background !== "transparent" && alpha !== 0) return background;
      }
      return "rgb(255, 255, 255)";
    };
    const failures: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const ownWords = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (!ownWords) continue;
      const style = getComputedStyle(element);
      const [a, b] = [luminance(rgb(style.color)), luminance(rgb(backgroundOf(element)))];
      const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      const size = Number.parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      if (ratio < (large ? 3 : 4.5)) {
        failures.push(
          `${element.tagName} "${element.textContent?.slice(0, 40)}": ${ratio.toFixed(2)}`,
        );
      }
    }
    return failures;
  });
}
