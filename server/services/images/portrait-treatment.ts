import sharp, { type Sharp } from "sharp";
import type { PortraitFocus } from "~/shared/images";

export type { PortraitFocus };

interface Size {
  width: number;
  height: number;
}

/**
 * The square a portrait is cut from when an admin has chosen its centre: as large as the picture
 * allows (its shorter side), centred on the focal point, and slid back inside the picture where
 * the point is near an edge. Focus is in per cent of the upright picture's width and height.
 */
export function portraitRegion(size: Size, focus: PortraitFocus) {
  const side = Math.min(size.width, size.height);
  const place = (length: number, percent: number) => {
    const centre = (length * percent) / 100;
    return Math.round(Math.min(Math.max(centre - side / 2, 0), length - side));
  };
  return {
    left: place(size.width, focus.x),
    top: place(size.height, focus.y),
    width: side,
    height: side,
  };
}

/**
 * One grade for every portrait, so photos from different phones and rooms look like one shoot:
 * colour eased back a little (saturation 85%) and warmed (red up 3%, blue down 6%). A grade,
 * never a new background: the person and the room they stood in stay as photographed.
 */
export const portraitGrade = {
  saturation: 0.85,
  warmth: [
    [1.03, 0, 0],
    [0, 1, 0],
    [0, 0, 0.94],
  ] as [[number, number, number], [number, number, number], [number, number, number]],
};

/**
 * The square crop at `width` pixels and the grade: around the focal point when one is set,
 * else where sharp's attention strategy finds the most detail and skin tone (usually the face).
 */
export function treatPortrait(
  image: Sharp,
  upright: Size,
  width: number,
  focus: PortraitFocus | null,
): Sharp {
  const cropped = focus
    ? image.extract(portraitRegion(upright, focus)).resize(width, width)
    : image.resize(width, width, { fit: "cover", position: sharp.strategy.attention });
  return cropped.modulate({ saturation: portraitGrade.saturation }).recomb(portraitGrade.warmth);
}
