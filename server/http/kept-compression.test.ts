import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { compressQuickly, createCompressionUpgrades } from "./kept-compression";

// Text with some variety, as a page has: the best quality finds more to share than the quick one.
const body = Buffer.from(
  Array.from(
    { length: 600 },
    (_, i) =>
      `<li class="card-${i % 7}"><a href="/services/area-${i % 13}">Service ${i} in Stockport</a><p>From £${(i * 37) % 900}, usually ${i % 11} weeks.</p></li>`,
  ).join(""),
);

describe("kept pages' compression", () => {
  test("the quick copies are the page, compressed", async () => {
    const copies = await compressQuickly(body);
    expect(brotliDecompressSync(copies.brotli).equals(body)).toBe(true);
    expect(gunzipSync(copies.gzip).equals(body)).toBe(true);
    expect(copies.brotli.length).toBeLessThan(body.length / 5);
  });

  test("a kept page's brotli is made again at the best quality: smaller, the same page", async () => {
    const upgrades = createCompressionUpgrades();
    const page = { body, ...(await compressQuickly(body)) };
    const quick = page.brotli;
    upgrades.upgrade(page, () => true);
    await upgrades.settled();
    expect(page.brotli.length).toBeLessThan(quick.length);
    expect(brotliDecompressSync(page.brotli).equals(body)).toBe(true);
  });

  test("a copy forgotten before its turn is not compressed again", async () => {
    const upgrades = createCompressionUpgrades();
    const page = { body, ...(await compressQuickly(body)) };
    const quick = page.brotli;
    upgrades.upgrade(page, () => false);
    await upgrades.settled();
    expect(page.brotli).toBe(quick);
  });
});
