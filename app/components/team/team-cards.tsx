import { Picture } from "~/components/media/picture";
import { SiteLink } from "~/components/site-link";
import { findOffice, type OfficeId } from "~/config/firm";
import type { TeamCardData } from "~/lib/team-card-data";

export type { TeamCardData };

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join("");
}

const portraitSizes = {
  sm: { box: "size-12", sizes: "3rem", text: "text-base" },
  md: { box: "size-16", sizes: "4rem", text: "text-xl" },
  lg: { box: "size-28", sizes: "7rem", text: "text-4xl" },
} as const;
type PortraitSize = keyof typeof portraitSizes;

/** A team member's portrait, or their initials until the firm uploads one. */
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
  if (!photo) return <Initials name={name} size={size} />;
  return (
    <Picture
      image={{ ...photo, purpose: "portrait" }}
      alt={name}
      sizes={portraitSizes[size].sizes}
      eager={eager}
      className={`shrink-0 rounded-full object-cover ${portraitSizes[size].box}`}
    />
  );
}

/** Initials stand in for a photograph until the firm supplies real ones. */
export function Initials({ name, size = "md" }: { name: string; size?: PortraitSize }) {
  const box = `${portraitSizes[size].box} ${portraitSizes[size].text}`;
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full bg-navy-900 font-serif font-semibold text-white ${box}`}
    >
      {initialsOf(name)}
    </span>
  );
}

export function TeamCards({
  members,
  headingLevel = 3,
}: {
  members: readonly TeamCardData[];
  headingLevel?: 2 | 3 | 4;
}) {
  const H = `h${headingLevel}` as "h2" | "h3" | "h4";
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {members.map((m) => (
        <li key={m.slug} className="flex gap-4 rounded-lg border border-stone-200 bg-white p-5">
          <Portrait name={m.name} photo={m.photo} />
          <div>
            <H className="text-xl">
              <SiteLink to={`/team/${m.slug}`}>{m.name}</SiteLink>
            </H>
            <p className="mt-1 text-muted">{m.role}</p>
            <p className="mt-1 text-sm">{findOffice(m.office as OfficeId).name}</p>
          </div>
        </li>
      ))}
    </ul>
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
      <h2 className="text-3xl">{heading}</h2>
      <div className="mt-6">
        <TeamCards members={members} />
      </div>
    </section>
  );
}
