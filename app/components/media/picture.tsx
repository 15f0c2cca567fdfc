import { mediaPath, type PictureData, variantWidths } from "~/shared/images";

/**
 * An uploaded picture as <picture>: AVIF first, WebP for browsers without it, every stored
 * width in the srcset, and width/height set so the page never jumps when it arrives. Pictures
 * below the fold load lazily (the spec: eager only within 300 px of the top).
 */
export function Picture({
  image,
  alt,
  sizes,
  eager = false,
  lead = false,
  className = "",
}: {
  image: PictureData;
  alt: string;
  sizes: string;
  eager?: boolean;
  lead?: boolean;
  className?: string;
}) {
  const widths = variantWidths(image.width, image.purpose);
  const srcSet = (format: "avif" | "webp") =>
    widths.map((w) => `${mediaPath(image.id, w, format)} ${w}w`).join(", ");
  const fallback = widths[Math.min(1, widths.length - 1)] ?? image.width;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        src={mediaPath(image.id, fallback, "webp")}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={eager || lead ? "eager" : "lazy"}
        fetchPriority={lead ? "high" : undefined}
        decoding={lead ? "sync" : "async"}
        className={className}
      />
    </picture>
  );
}
