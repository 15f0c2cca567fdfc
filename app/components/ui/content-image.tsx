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
}: {
  image: ImageData;
  /** "lead": the first image near the top; "top": also near the top; "below": further down. */
  placement: "lead" | "top" | "below";
  className?: string;
  decorative?: boolean;
}) {
  return (
    <img
      src={image.src}
      alt={decorative ? "" : image.alt}
      width={image.width}
      height={image.height}
      loading={placement === "below" ? "lazy" : "eager"}
      decoding={placement === "below" ? "async" : "sync"}
      fetchPriority={placement === "lead" ? "high" : "auto"}
      className={`h-auto max-w-full ${className}`}
    />
  );
}
