import { expect, test } from "vitest";
import { sitemapPaths } from "./sitemap-paths";

test("reads the site's own paths from a sitemap, query and escaped ampersands included", () => {
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    "  <url><loc>https://example.co.uk/</loc></url>",
    "  <url><loc>https://example.co.uk/about</loc><lastmod>2026-11-01</lastmod></url>",
    "  <url><loc>https://example.co.uk/insights?page=2&amp;tag=wills</loc></url>",
    "  <url><loc>https://elsewhere.example/about</loc></url>",
    "</urlset>",
  ].join("\n");
  expect(sitemapPaths(xml, "https://example.co.uk")).toEqual([
    "/",
    "/about",
    "/insights?page=2&tag=wills",
  ]);
});
