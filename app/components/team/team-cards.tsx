import { MapPin } from "lucide-react";
import { SiteLink } from "~/components/site-link";
import { BalancedGrid } from "~/components/ui/balanced-grid";
import { useFirm } from "~/lib/firm/use-firm";
import type { TeamCardData } from "~/lib/team-card-data";
import { findOffice, type OfficeId } from "~/shared/firm/facts";
import { Portrait } from "./portrait";

export { initialsOf } from "./monogram-portrait";
export { Portrait } from "./portrait";
export type { TeamCardData };

/**
 * One card a person: a modest portrait beside their name, their role and office, and their areas
 * of work, so a phone shows four or five people a screen (issue 32); on a phone the cards are
 * one list with lines between. The whole card follows the name's link.
 */
export function TeamCards({
  members,
  headingLevel = 3,
  columns = 2,
}: {
  members: readonly TeamCardData[];
  headingLevel?: 2 | 3 | 4;
  /** Most on a wide screen: 3 across the whole width, 2 beside an aside. */
  columns?: 2 | 3;
}) {
  const H = `h${headingLevel}` as "h2" | "h3" | "h4";
  const { offices } = useFirm();
  return (
    <BalancedGrid count={members.length} columns={columns} phoneList>
      {members.map((m) => (
        <li
          key={m.slug}
          className="relative flex gap-3 px-3 py-2.5 focus-within:bg-paper hover:bg-paper sm:gap-4 sm:rounded-card sm:border sm:border-stone-200 sm:bg-white sm:p-4 sm:focus-within:border-navy-900 sm:hover:border-navy-900"
        >
          <Portrait name={m.name} photo={m.photo} size="card" />
          <div className="min-w-0 text-small leading-snug">
            {/* The office rides on the name's line: the role below then wraps less. */}
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <H className="text-subheading">
                <SiteLink
                  to={`/team/${m.slug}`}
                  className="after:absolute after:inset-0 sm:after:rounded-card"
                >
                  {m.name}
                </SiteLink>
              </H>
              <p className="whitespace-nowrap text-muted sm:basis-full">
                <MapPin aria-hidden="true" className="mr-0.5 inline size-3.5 align-[-0.1em]" />
                <span className="sr-only">Office: </span>
                {findOffice(m.office as OfficeId, offices).locality}
              </p>
            </div>
            <p className="text-muted">{m.role}</p>
            {m.practiceAreas.length > 0 && <p>{m.practiceAreas.join(" · ")}</p>}
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
  columns,
  className = "mt-12",
}: {
  heading: string;
  members: readonly TeamCardData[];
  columns?: 2 | 3;
  className?: string;
}) {
  return (
    <section className={className}>
      <h2 className="text-title">{heading}</h2>
      <div className="mt-6">
        <TeamCards members={members} columns={columns} />
      </div>
    </section>
  );
}
