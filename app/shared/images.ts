/**
 * Sizes the site keeps of each uploaded picture. Shared by the re-encoder (which makes them)
 * and the <picture> markup (which lists them), so the two can never disagree.
 */
export const imagePurposes = {
  /** Article covers: full content width on a desktop down to a phone. */
  cover: { widths: [320, 640, 1280] },
  /** Team portraits, cropped square: card size and page size, each at 2x. */
  portrait: { widths: [240, 480], square: true },
  /** Accreditation logos, uncropped (schemes' logos come in every shape): a strip, at 2x. */
  logo: { widths: [160, 320] },
} as const;

export type ImagePurpose = keyof typeof imagePurposes;

/**
 * The widths stored for an image whose largest variant is `largest` pixels wide: each target
 * narrower than it, then the largest itself (never upscaled past the original).
 */
export function variantWidths(largest: number, purpose: ImagePurpose): number[] {
  const targets: readonly number[] = imagePurposes[purpose].widths;
  return [...targets.filter((w) => w < largest), largest];
}

/** The largest variant's width for an original this wide. */
export function largestWidth(originalWidth: number, purpose: ImagePurpose): number {
  const targets: readonly number[] = imagePurposes[purpose].widths;
  return Math.min(originalWidth, targets[targets.length - 1] ?? originalWidth);
}

export const mediaPath = (imageId: string, width: number, format: "avif" | "webp") =>
  `/media/${imageId}/${width}.${format}`;

/** A stored picture as pages need it to write <picture> with its size reserved. */
export interface PictureData {
  id: string;
  width: number;
  height: number;
  purpose: ImagePurpose;
}

/**
 * Where an admin has chosen a portrait's crop to centre, in whole per cent (0–100) of the
 * upright picture's width (x) and height (y). Without one, sharp's attention strategy decides.
 */
export interface PortraitFocus {
  x: number;
  y: number;
}
