import { Picture } from "~/components/media/picture";
import type { TeamCardData } from "~/lib/team-card-data";
import { MonogramPortrait } from "./monogram-portrait";

/**
 * Each size's box. Cards and pages frame the square alike (a fine stone border on the card
 * radius), photo or monogram, so a team of mixed photos and monograms still looks like a set.
 */
const portraitSizes = {
  sm: { box: "size-12 rounded-full", sizes: "3rem" },
  md: { box: "size-16 rounded-full", sizes: "4rem" },
  /** A team card's: modest, beside the name, so a phone shows several people at once. */
  card: {
    box: "size-14 rounded-card border border-stone-200 sm:size-24",
    sizes: "(min-width: 40rem) 6rem, 3.5rem",
  },
  lg: { box: "size-40 rounded-card border border-stone-200 sm:size-48", sizes: "12rem" },
} as const;
export type PortraitSize = keyof typeof portraitSizes;

/**
 * A team member's portrait: their uploaded photo (cropped square and graded on upload, so every
 * photo looks like one shoot), or a monogram in the site's illustration style until one exists.
 */
export function Portrait({
  name,
  photo,
  size = "md",
  eager = false,
}: {
  name: string;
  photo?: TeamCardData["photo"];
  size?: PortraitSize;
  eager?: boolean;
}) {
  const { box, sizes } = portraitSizes[size];
  if (!photo) return <MonogramPortrait name={name} className={`shrink-0 ${box}`} />;
  return (
    <Picture
      image={{ ...photo, purpose: "portrait" }}
      alt={name}
      sizes={sizes}
      eager={eager}
      className={`shrink-0 object-cover ${box}`}
    />
  );
}
