import { type Illustration, serviceIllustrations } from "~/content/illustrations";
import type { PracticeAreaSlug } from "~/shared/firm/facts";
import type { PictureData } from "~/shared/images";

/**
 * The picture an article is shown with: the cover staff uploaded, or, until there is one, the
 * drawing of its practice area (the one its service pages carry), so no article goes bare.
 */
export type ArticleCoverData =
  | { kind: "photo"; image: PictureData; alt: string }
  | { kind: "drawing"; image: Illustration };

export function articleCoverFor(
  cover: { id: string; width: number; height: number; alt: string } | null,
  practiceArea: string,
): ArticleCoverData | null {
  if (cover) {
    const { alt, ...size } = cover;
    return { kind: "photo", image: { ...size, purpose: "cover" }, alt };
  }
  const drawing = serviceIllustrations[practiceArea as PracticeAreaSlug] as
    | Illustration
    | undefined;
  return drawing ? { kind: "drawing", image: drawing } : null;
}
