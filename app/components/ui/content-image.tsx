export interface ImageData {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * Every image on the site goes through here so the loading rule holds everywhere: images in
 * the first 300 px of the page load eagerly (the first one with high fetch priority), all others
 * lazily; width and height are always set so nothing shifts as they arrive.
 */
export function ContentImage({
  image,
  placement,
  className = "",
  decorative = false,
  shownFrom,
}: {
  image: ImageData;
  /** "lead": the first image near the top; "top": also near the top; "below": further down. */
  placement: "lead" | "top" | "below";
  className?: string;
  decorative?: boolean;
  /**
   * The narrowest screen, in CSS pixels, the image is shown on (its class hides it below).
   * Narrower screens are given a blank instead of fetching and drawing what they never show.
   */
  shownFrom?: number;
}) {
  const img = (
    <img
      src={shownFrom ? blankImage : image.src}
      alt={decorative ? "" : image.alt}
      width={image.width}
      height={image.height}
      loading={placement === "below" ? "lazy" : "eager"}
      decoding={placement === "below" ? "async" : "sync"}
      fetchPriority={placement === "lead" ? "high" : "auto"}
      className={`h-auto max-w-full ${className}`}
    />
  );
  if (!shownFrom) return img;
  // Inside <picture> React does not preload the image in the head either, which would fetch it
  // on every screen; the browser's preload scanner still finds the source early.
  return (
    <picture>
      <source
        media={`(min-width: ${shownFrom}px)`}
        srcSet={image.src}
        width={image.width}
        height={image.height}
      />
      {img}
    </picture>
  );
}

/** A transparent pixel: what a screen too narrow for the picture loads instead of it. */
const blankImage = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";
