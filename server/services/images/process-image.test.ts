import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { processImage } from "./process-image";

const photo = (width: number, height: number, orientation?: number) => {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
  }).jpeg();
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
};

describe("processImage", () => {
  test("a renamed text file is not an image, whatever its name says", async () => {
    const result = await processImage(Buffer.from("hello, I am a text file\n"), "cover");
    expect(result.kind).toBe("not-an-image");
  });

  test("an SVG or GIF is refused: only JPEG, PNG, WebP and AVIF are taken", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await processImage(svg, "cover")).kind).toBe("not-an-image");
    const gif = await sharp({
      create: { width: 4, height: 4, channels: 3, background: "#fff" },
    })
      .gif()
      .toBuffer();
    expect((await processImage(gif, "cover")).kind).toBe("not-an-image");
  });

  test("a JPEG or PNG cut off halfway is damaged, not an error of ours", async () => {
    for (const whole of [
      await photo(900, 1200),
      await sharp(await photo(600, 400))
        .png()
        .toBuffer(),
    ]) {
      const result = await processImage(whole.subarray(0, whole.length / 2), "portrait");
      expect(result.kind).toBe("damaged");
    }
  });

  test("a cover gets WebP and AVIF at each width up to the original, never upscaled", async () => {
    const result = await processImage(await photo(1000, 500), "cover");
    if (result.kind !== "ok") throw new Error("expected an image");
    expect(result.variants.map((v) => `${v.format}:${v.width}x${v.height}`).sort()).toEqual(
      [
        "avif:1000x500",
        "avif:320x160",
        "avif:640x320",
        "webp:1000x500",
        "webp:320x160",
        "webp:640x320",
      ].sort(),
    );
    expect(result).toMatchObject({ width: 1000, height: 500 });
    const webp = result.variants.find((v) => v.format === "webp");
    expect((await sharp(webp?.bytes).metadata()).format).toBe("webp");
    const avif = result.variants.find((v) => v.format === "avif");
    expect((await sharp(avif?.bytes).metadata()).compression).toBe("av1");
  });

  test("a portrait is cropped square, turned upright by its EXIF orientation, metadata dropped", async () => {
    // Stored 600x300 but tagged "rotate 90°": upright it is 300 wide and 600 tall.
    const result = await processImage(await photo(600, 300, 6), "portrait");
    if (result.kind !== "ok") throw new Error("expected an image");
    expect(result.variants.map((v) => `${v.format}:${v.width}x${v.height}`).sort()).toEqual([
      "avif:240x240",
      "avif:300x300",
      "webp:240x240",
      "webp:300x300",
    ]);
    const meta = await sharp(result.variants[0]?.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });
});
