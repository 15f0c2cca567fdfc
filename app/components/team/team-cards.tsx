import { Picture } from "~/components/media/picture";
import { SiteLink } from "~/components/site-link";
import { BalancedGrid } from "~/components/ui/balanced-grid";
import { useFirm } from "~/lib/firm/use-firm";
import type { TeamCardData } from "~/lib/team-card-data";
import { findOffice, type OfficeId } from "~/shared/firm/facts";
import { InitialsPortrait } from "./initials-portrait";

export { initialsOf } from "./initials-portrait";
export type { TeamCardData };

const portraitSizes = {
  sm: { box: "size-12 rounded-full", sizes: "3rem" },
  md: { box: "size-16 rounded-full", sizes: "4rem" },
  lg: { box: "size-40 rounded-card sm:size-48", sizes: "12rem" },
  /** The whole width of a team card, square. */
  card: {
    box: "aspect-square w-full",
    sizes: "(min-width: 64rem) 22rem, (min-width: 40rem) 50vw, 100vw",
  },
} as const;
type PortraitSize = keyof typeof portraitSizes;

/**
 * A team member's portrait: their uploaded photo (cropped square on upload, around what the
 * picture is of), or a drawn initials portrait in the site's illustration style until one exists.
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
  if (!photo) return <InitialsPortrait name={name} className={`shrink-0 ${box}`} />;
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

/** People first: each card is the person's portrait, then their name, role and office. */
export function TeamCards({
  members,
  headingLevel = 3,
}: {
  members: readonly TeamCardData[];
  headingLevel?: 2 | 3 | 4;
}) {
  const H = `h${headingLevel}` as "h2" | "h3" | "h4";
  const { offices } = useFirm();
  return (
    <BalancedGrid count={members.length}>
      {members.map((m) => (
        <li
          key={m.slug}
          className="flex flex-col overflow-hidden rounded-card border border-stone-200 bg-white"
        >
          <Portrait name={m.name} photo={m.photo} size="card" />
          <div className="p-5">
            <H className="text-subheading">
              <SiteLink to={`/team/${m.slug}`}>{m.name}</SiteLink>
            </H>
            <p className="mt-1 text-muted">{m.role}</p>
            <p className="mt-1 text-small">{findOffice(m.office as OfficeId, offices).name}</p>
          </div>
        </li>
      ))}
    </BalancedGrid>
  );
}

/** Team cards under a heading of their own: "Who will help you", or one office's people. */
export function TeamSection({
  heading,
  members,
  className = "mt-12",
}: {
  heading: string;
  members: readonly TeamCardData[];
  className?: string;
}) {
  return (
    <section className={className}>
      <h2 className="text-title">{heading}</h2>
      <div className="mt-6">
        <TeamCards members={members} />
      </div>
    </section>
  );
}
