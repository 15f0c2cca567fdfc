import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { MonogramPortrait } from "./monogram-portrait";

test("the monogram is drawn, decorative, and carries the person's initials", () => {
  const html = renderToStaticMarkup(<MonogramPortrait name="Hannah Doyle" className="size-12" />);
  expect(html).toMatch(/^<svg[^>]*aria-hidden="true"/);
  expect(html).toContain('focusable="false"');
  expect(html).toMatch(/<text[^>]*>HD<\/text>/);
  // A plate, not letters on a disc: no circle at all.
  expect(html).not.toContain("<circle");
  // The site's illustration palette only.
  for (const colour of html.match(/#[0-9a-f]{6}/gi) ?? []) {
    expect(["#f7f4ee", "#e8e2d6", "#b8893b", "#1b2a4a"]).toContain(colour.toLowerCase());
  }
});
