import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { practiceAreas } from "~/shared/firm/facts";
import { type Illustration, serviceIllustrations, stockportHero } from "./illustrations";

const publicDir = path.resolve(import.meta.dirname, "../../public");
const KB = 1024;

/** Navy lines, gold accents, stone circle, paper ground: the one style every drawing keeps. */
const palette = new Set(["#1b2a4a", "#b8893b", "#e8e2d6", "#f7f4ee"]);
const otherAllowedPaints = new Set(["none", "white", "#fff", "#ffffff"]);

function readDrawing(illustration: Illustration): string {
  return readFileSync(path.join(publicDir, illustration.src), "utf8");
}

function rootTag(svg: string): string {
  return svg.match(/<svg\b[^>]*>/)?.[0] ?? "";
}

function attribute(tag: string, name: string): string | undefined {
  return tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
}

/** Every colour the drawing paints with: fill, stroke and stop colours, and any hex anywhere. */
function coloursUsed(svg: string): string[] {
  const painted = [...svg.matchAll(/\b(?:fill|stroke|stop-color|color)\s*[=:]\s*"?([^";\s>]+)/g)];
  const hexes = [...svg.matchAll(/#[0-9a-f]{3,8}\b/gi)];
  return [...painted.map((m) => m[1] ?? ""), ...hexes.map((m) => m[0])].map((c) => c.toLowerCase());
}

const drawings: [string, Illustration, number][] = [
  ...practiceAreas.map((area): [string, Illustration, number] => [
    area.slug,
    serviceIllustrations[area.slug],
    8 * KB,
  ]),
  ["home hero", stockportHero, 12 * KB],
];

describe("every practice area has its own drawing", () => {
  test.each(practiceAreas.map((a) => a.slug))("%s", (slug) => {
    const illustration = serviceIllustrations[slug];
    expect(illustration.src).toBe(`/images/services/${slug}.svg`);
    expect(existsSync(path.join(publicDir, illustration.src))).toBe(true);
    expect(illustration.alt.length).toBeGreaterThan(20);
  });

  test("no two practice areas share a drawing or a description", () => {
    const all = Object.values(serviceIllustrations);
    expect(new Set(all.map((i) => i.src)).size).toBe(practiceAreas.length);
    expect(new Set(all.map((i) => i.alt)).size).toBe(practiceAreas.length);
  });

  test("every drawing in the services folder belongs to a practice area", () => {
    const files = readdirSync(path.join(publicDir, "images/services")).filter((f) =>
      f.endsWith(".svg"),
    );
    const listed = Object.values(serviceIllustrations).map((i) => path.basename(i.src));
    expect(files.sort()).toEqual(listed.sort());
  });
});

describe.each(drawings)("the %s drawing", (_name, illustration, gzipBudget) => {
  const svg = readDrawing(illustration);

  test("is drawn at the size the data gives, so the page reserves the right space", () => {
    const root = rootTag(svg);
    expect(attribute(root, "viewBox")).toBe(`0 0 ${illustration.width} ${illustration.height}`);
    expect(attribute(root, "width")).toBe(String(illustration.width));
    expect(attribute(root, "height")).toBe(String(illustration.height));
  });

  test(`is at most ${gzipBudget / KB} KB gzipped`, () => {
    expect(gzipSync(svg, { level: 9 }).length).toBeLessThanOrEqual(gzipBudget);
  });

  test("names itself with a title for anyone who opens the file", () => {
    const labelledBy = attribute(rootTag(svg), "aria-labelledby");
    expect(svg).toMatch(new RegExp(`<title id="${labelledBy}">[^<]{10,}</title>`));
  });

  test("runs no script and loads nothing from elsewhere", () => {
    expect(svg).not.toMatch(/<script/i);
    expect(svg).not.toMatch(/\bon[a-z]+\s*=/i);
    expect(svg).not.toMatch(/href\s*=\s*["']?\s*(?:https?:)?\/\//i);
    expect(svg).not.toMatch(/url\(\s*["']?\s*(?:https?:)?\/\//i);
    expect(svg).not.toMatch(/@import/i);
  });

  test("paints only with the house palette", () => {
    const colours = coloursUsed(svg);
    expect(colours.length).toBeGreaterThan(0);
    const strays = colours.filter((c) => !palette.has(c) && !otherAllowedPaints.has(c));
    expect(strays).toEqual([]);
  });
});
