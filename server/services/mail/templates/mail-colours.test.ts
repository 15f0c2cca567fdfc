import { describe, expect, test } from "vitest";
import { sampleMails } from "../../../../tests/fixtures/sample-mails";
import { darkMail, lightMail, mailStylesheet, textOnBackground } from "./mail-colours";

/** WCAG 2.2's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

describe.each([
  ["light", lightMail],
  ["dark", darkMail],
])("the mails' %s colours", (_scheme, palette) => {
  test.each(textOnBackground)("%s text on %s is at least 4.5:1", (text, on) => {
    expect(contrast(palette[text], palette[on])).toBeGreaterThanOrEqual(4.5);
  });
});

test("the contrast sum is right: ink on white is 15.5:1, and equal colours 1:1", () => {
  expect(contrast("#1f2430", "#ffffff")).toBeCloseTo(15.52, 1);
  expect(contrast("#a3472a", "#a3472a")).toBe(1);
});

test("the dark stylesheet applies only to a dark scheme, and gives every dark colour", () => {
  const css = mailStylesheet();
  const dark = css.match(/@media \(prefers-color-scheme: dark\)\{(.*)\}\n/)?.[1] ?? "";
  for (const colour of new Set(Object.values(darkMail))) expect(dark).toContain(colour);
  // Outside the media query, nothing is recoloured: the inline light colours stand.
  expect(css.replace(dark, "")).not.toMatch(/#[0-9a-f]{6}/i);
});

test("every class a mail uses is one the stylesheet styles", () => {
  const css = mailStylesheet();
  for (const { name, mail } of sampleMails) {
    const classes = [...mail.html.matchAll(/class="([^"]+)"/g)].flatMap((m) =>
      (m[1] ?? "").split(" "),
    );
    expect(classes.length, name).toBeGreaterThan(0);
    for (const used of classes) expect(css, `${name}: .${used}`).toContain(`.${used}{`);
  }
});
