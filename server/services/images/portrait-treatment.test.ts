import sharp, { type Sharp } from "sharp";
import { describe, expect, test } from "vitest";
import { portraitRegion, treatPortrait } from "./portrait-treatment";
import { processImage } from "./process-image";

describe("portraitRegion: the square cut around a chosen focal point", () => {
  test.each([
    // A landscape picture: the square is as tall as the picture and slides along its width.
    [
      { width: 1000, height: 600 },
      { x: 50, y: 50 },
      { left: 200, top: 0 },
    ],
    [
      { width: 1000, height: 600 },
      { x: 0, y: 0 },
      { left: 0, top: 0 },
    ],
    [
      { width: 1000, height: 600 },
      { x: 100, y: 100 },
      { left: 400, top: 0 },
    ],
    [
      { width: 1000, height: 600 },
      { x: 70, y: 20 },
      { left: 400, top: 0 },
    ],
    [
      { width: 1000, height: 600 },
      { x: 40, y: 90 },
      { left: 100, top: 0 },
    ],
    // A portrait picture: it slides down the height instead.
    [
      { width: 600, height: 1000 },
      { x: 50, y: 25 },
      { left: 0, top: 0 },
    ],
    [
      { width: 600, height: 1000 },
      { x: 50, y: 60 },
      { left: 0, top: 300 },
    ],
    [
      { width: 600, height: 1000 },
      { x: 50, y: 100 },
      { left: 0, top: 400 },
    ],
    // Already square: nothing to move.
    [
      { width: 500, height: 500 },
      { x: 0, y: 100 },
      { left: 0, top: 0 },
    ],
  ])("%o centred on %o starts at %o", (size, focus, corner) => {
    const side = Math.min(size.width, size.height);
    expect(portraitRegion(size, focus)).toEqual({ ...corner, width: side, height: side });
  });

  test("the square never leaves the picture, wherever the point is", () => {
    for (const size of [
      { width: 333, height: 1001 },
      { width: 1201, height: 47 },
    ]) {
      for (let x = 0; x <= 100; x += 7) {
        for (let y = 0; y <= 100; y += 9) {
          const r = portraitRegion(size, { x, y });
          expect(r.left).toBeGreaterThanOrEqual(0);
          expect(r.top).toBeGreaterThanOrEqual(0);
          expect(r.left + r.width).toBeLessThanOrEqual(size.width);
          expect(r.top + r.height).toBeLessThanOrEqual(size.height);
        }
      }
    }
  });
});

/** A 300×100 picture in three bands: red on the left, green in the middle, blue on the right. */
function threeBands() {
  const width = 300;
  const height = 100;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const band = Math.floor(x / 100);
      pixels.set(
        band === 0 ? [220, 30, 30] : band === 1 ? [30, 200, 30] : [30, 30, 220],
        (y * width + x) * 3,
      );
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

async function centrePixel(image: Sharp) {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  const at =
    (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
}

describe("treatPortrait: one crop and one grade for every portrait", () => {
  test("the focal point decides which part of the picture the square shows", async () => {
    const input = await threeBands();
    const size = { width: 300, height: 100 };
    const left = await centrePixel(treatPortrait(sharp(input), size, 50, { x: 0, y: 50 }));
    const right = await centrePixel(treatPortrait(sharp(input), size, 50, { x: 100, y: 50 }));
    const [r1 = 0, , b1 = 0] = left;
    const [r2 = 0, , b2 = 0] = right;
    expect(r1).toBeGreaterThan(150);
    expect(b1).toBeLessThan(80);
    expect(b2).toBeGreaterThan(150);
    expect(r2).toBeLessThan(80);
  });

  test("the grade warms a neutral grey and eases back strong colour", async () => {
    const grey = sharp({ create: { width: 40, height: 40, channels: 3, background: "#808080" } });
    const [r = 0, g = 0, b = 0] = await centrePixel(
      treatPortrait(sharp(await grey.png().toBuffer()), { width: 40, height: 40 }, 20, null),
    );
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);

    const green = sharp({ create: { width: 40, height: 40, channels: 3, background: "#20c020" } });
    const [gr = 0, gg = 0, gb = 0] = await centrePixel(
      treatPortrait(sharp(await green.png().toBuffer()), { width: 40, height: 40 }, 20, null),
    );
    // Less saturated: the gap between the strongest and weakest channel narrows.
    expect(gg - Math.min(gr, gb)).toBeLessThan(0xc0 - 0x20);
  });

  test("a picture with transparency is treated like any other", async () => {
    const png = await sharp({
      create: {
        width: 60,
        height: 90,
        channels: 4,
        background: { r: 90, g: 90, b: 90, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer();
    const result = await processImage(png, "portrait", { x: 50, y: 80 });
    expect(result.kind).toBe("ok");
  });
});

describe("processImage keeps a portrait's source so it can be cut again", () => {
  test("a portrait keeps an upright, uncropped source without metadata; a cover keeps none", async () => {
    const tall = await sharp({
      create: { width: 600, height: 300, channels: 3, background: "#a06040" },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const portrait = await processImage(tall, "portrait");
    if (portrait.kind !== "ok" || !portrait.source) throw new Error("expected a kept source");
    const meta = await sharp(portrait.source.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 300, 600]);
    expect(meta.exif).toBeUndefined();

    const cover = await processImage(tall, "cover");
    expect(cover.kind === "ok" && cover.source).toBeFalsy();
  });

  test("cut again from its source with another focal point, the crop differs", async () => {
    const input = await threeBands();
    const first = await processImage(input, "portrait", { x: 0, y: 50 });
    if (first.kind !== "ok" || !first.source) throw new Error("expected a kept source");
    const again = await processImage(first.source.bytes, "portrait", { x: 100, y: 50 });
    if (again.kind !== "ok") throw new Error("expected an image");
    const webp = (r: typeof first) => r.variants.find((v) => v.format === "webp")?.bytes;
    const [r1 = 0, , b1 = 0] = await centrePixel(sharp(webp(first)));
    const [r2 = 0, , b2 = 0] = await centrePixel(sharp(webp(again)));
    expect(r1).toBeGreaterThan(b1);
    expect(b2).toBeGreaterThan(r2);
  });
});
