import { ContentImage } from "~/components/ui/content-image";
import type { ArticleCoverData } from "~/lib/article-cover";
import { Picture } from "./picture";

/**
 * An article's cover, or its practice area's drawing. `lead` marks the page's largest picture
 * (an article's own cover): fetched first and never lazily, so it does not hold back the
 * largest paint; every other one (a list below the fold) waits until it nears the screen.
 * Width and height are always set, so the text never moves when the picture arrives.
 */
export function ArticleCover({
  cover,
  sizes,
  lead = false,
  className = "",
}: {
  cover: ArticleCoverData;
  sizes: string;
  lead?: boolean;
  className?: string;
}) {
  if (cover.kind === "photo") {
    return (
      <Picture
        image={cover.image}
        alt={cover.alt}
        sizes={sizes}
        lead={lead}
        className={className}
      />
    );
  }
  // The drawing says nothing the heading beside it does not, so it is decorative.
  return (
    <ContentImage
      image={cover.image}
      placement={lead ? "lead" : "below"}
      decorative
      className={className}
    />
  );
}
