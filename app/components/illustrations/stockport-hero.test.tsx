import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { StockportHero } from "./stockport-hero";

const heroFile = path.resolve(
  import.meta.dirname,
  "../../../public/images/home/stockport-hero.svg",
);

/** Each shape as its tag and sorted attributes, so layout and self-closing style do not count. */
function shapes(svg: string): string[] {
  const inside = svg.replace(/<title\b[^>]*>.*?<\/title>/s, "").replace(/^\s*<svg\b[^>]*>/, "");
  return [...inside.matchAll(/<([a-z]+)\b([^>]*?)\/?>/g)].map(([, tag, attrs = ""]) => {
    const pairs = [...attrs.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, k, v]) => `${k}=${v}`);
    return `${tag} ${pairs.sort().join(" ")}`;
  });
}

test("draws the same shapes as the image file", () => {
  const inline = shapes(renderToStaticMarkup(<StockportHero />));
  const file = shapes(readFileSync(heroFile, "utf8"));
  expect(file.length).toBeGreaterThan(50);
  expect(inline).toEqual(file);
});

test("is hidden from screen readers and the tab order, and takes the caller's class", () => {
  const root = renderToStaticMarkup(<StockportHero className="h-64 w-full" />).match(
    /^<svg\b[^>]*>/,
  )?.[0];
  expect(root).toContain('aria-hidden="true"');
  expect(root).toContain('focusable="false"');
  expect(root).toContain('class="h-64 w-full"');
  expect(root).toContain('viewBox="0 0 1440 480"');
  expect(root).toContain('preserveAspectRatio="xMidYMax slice"');
  expect(root).not.toContain("role=");
});
