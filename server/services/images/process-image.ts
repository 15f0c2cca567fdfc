import sharp from "sharp";
import {
  type ImagePurpose,
  imagePurposes,
  largestWidth,
  type PortraitFocus,
  variantWidths,
} from "~/shared/images";
import { treatPortrait } from "./portrait-treatment";

export interface EncodedVariant {
  format: "avif" | "webp";
  width: number;
  height: number;
  bytes: Buffer;
}

/**
 * A portrait's upload kept, so its crop can be made again when an admin moves the focal point:
 * upright, at most 1600 px a side, metadata dropped, WebP. Never served (image-store.ts).
 */
export interface PortraitSource {
  bytes: Buffer;
}

export type ProcessedImage =
  | {
      kind: "ok";
      width: number;
      height: number;
      variants: EncodedVariant[];
      /** Portraits only: what their crops are made from. */
      source?: PortraitSource;
    }
  | { kind: "not-an-image" }
  /** Its header says JPEG, PNG…, but its pixels cannot all be read (a cut-off upload). */
  | { kind: "damaged" };

/** Larger than any real photo a solicitor's site needs; stops decompression bombs. */
const MAX_INPUT_PIXELS = 50_000_000;

/** A kept portrait source's longest side: room to re-crop the 480 px portrait anywhere. */
const SOURCE_MAX_SIDE = 1600;

/**
 * Decides what a file is by decoding it (never by its name or declared type), then re-encodes
 * it. sharp's metadata reads the real header; AVIF reports as HEIF with AV1 compression, and
 * other HEIF (iPhone HEVC) is refused because browsers cannot show it.
 */
async function acceptedFormat(input: Buffer): Promise<{ width: number; height: number } | null> {
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const ok =
      meta.format === "jpeg" ||
      meta.format === "png" ||
      meta.format === "webp" ||
      (meta.format === "heif" && meta.compression === "av1");
    if (!ok || !meta.width || !meta.height) return null;
    // EXIF orientations 5-8 turn the picture a quarter, swapping its sides.
    const turned = (meta.orientation ?? 1) >= 5;
    return turned
      ? { width: meta.height, height: meta.width }
      : { width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}

/**
 * Sized WebP and AVIF copies of an upload: turned upright by its EXIF orientation, with every
 * piece of metadata (location, camera, comments) left behind, as sharp does unless asked.
 */
export async function processImage(
  input: Buffer,
  purpose: ImagePurpose,
  focus: PortraitFocus | null = null,
): Promise<ProcessedImage> {
  const size = await acceptedFormat(input);
  if (!size) return { kind: "not-an-image" };
  try {
    const encoded = await encodeVariants(input, size, purpose, focus);
    if (encoded.kind !== "ok" || purpose !== "portrait") return encoded;
    return { ...encoded, source: await keepSource(input) };
  } catch (error) {
    if (error instanceof UnreadablePixels) return { kind: "damaged" };
    throw error;
  }
}

/**
 * The header read, so metadata() passed; only decoding the pixels finds a file cut off
 * ("VipsJpeg: premature end of JPEG image"). That is the upload's fault, unlike an encoder's.
 */
class UnreadablePixels extends Error {}

/** The portrait's source: decoded pixels are known good by now (the variants were made). */
async function keepSource(input: Buffer): Promise<PortraitSource> {
  const bytes = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
    .rotate()
    .resize(SOURCE_MAX_SIDE, SOURCE_MAX_SIDE, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: 90 })
    .toBuffer();
  return { bytes };
}

async function encodeVariants(
  input: Buffer,
  size: { width: number; height: number },
  purpose: ImagePurpose,
  focus: PortraitFocus | null,
): Promise<ProcessedImage> {
  const square = "square" in imagePurposes[purpose];
  const largest = largestWidth(square ? Math.min(size.width, size.height) : size.width, purpose);
  const variants: EncodedVariant[] = [];
  for (const width of variantWidths(largest, purpose)) {
    const height = square ? width : Math.max(1, Math.round((size.height * width) / size.width));
    // Decode (sequentially, to keep memory flat) once per size, then encode both formats.
    const upright = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
    const sized =
      purpose === "portrait"
        ? treatPortrait(upright, size, width, focus)
        : upright.resize(width, height, { fit: "cover", position: sharp.strategy.attention });
    const resized = await sized
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true })
      .catch((error: unknown) => {
        throw new UnreadablePixels(String(error));
      });
    const raw = { raw: resized.info };
    const [webp, avif] = await Promise.all([
      sharp(resized.data, raw).webp({ quality: 78 }).toBuffer(),
      sharp(resized.data, raw).avif({ quality: 55, effort: 2 }).toBuffer(),
    ]);
    variants.push({ format: "webp", width, height, bytes: webp });
    variants.push({ format: "avif", width, height, bytes: avif });
  }
  const top = variants[variants.length - 1];
  return { kind: "ok", width: top?.width ?? largest, height: top?.height ?? 0, variants };
}
