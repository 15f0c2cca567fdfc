import type { ReactNode } from "react";
import { SiteLink } from "~/components/site-link";
import { Portrait } from "~/components/team/team-cards";
import type { AsidePrice } from "~/lib/price-summary";
import type { TeamCardData } from "~/lib/team-card-data";

export interface KeyFactsData {
  /** The price the consultation card shows: from the price list in force, never a literal. */
  price?: AsidePrice;
  /** How long the work usually takes (the service's `usualDuration`). */
  duration: string;
  /** Who does the work: the service's team, its lead first. */
  team: readonly TeamCardData[];
}

/**
 * What a service page opens with, before any guidance: what it costs from, how long it usually
 * takes, who does the work and the free first consultation, so a reader on a phone has the
 * answers in the first screens and the guidance below is there to open when they want it.
 */
export function KeyFacts({ price, duration, team }: KeyFactsData) {
  return (
    <section
      aria-labelledby="key-facts-heading"
      className="rounded-card border border-stone-200 bg-white p-4 sm:p-card"
    >
      <h2 id="key-facts-heading" className="text-heading">
        Key facts
      </h2>
      <dl className="mt-4 grid gap-x-8 gap-y-3 sm:grid-cols-2 sm:gap-y-4">
        {price && (
          <Fact term="What it costs">
            {price.kind === "published" ? (
              <>
                <span className="block text-subheading font-semibold text-navy-900">
                  {price.headline}
                </span>
                <span className="block text-small text-muted">{price.detail}</span>
                <SiteLink to={price.href} className="text-small font-semibold">
                  {price.linkText}
                </SiteLink>
              </>
            ) : (
              <>
                {price.typical && (
                  <span className="block font-semibold text-navy-900">{price.typical}</span>
                )}
                <span className="block text-small">{price.text}</span>
                {price.link && (
                  <SiteLink to={price.link.href} className="text-small font-semibold">
                    {price.link.text}
                  </SiteLink>
                )}
              </>
            )}
          </Fact>
        )}
        <Fact term="How long it usually takes">{duration}</Fact>
        {team.length > 0 && (
          <Fact term="Who does the work">
            <ul className="mt-1 flex flex-col gap-2">
              {team.map((member) => (
                <li key={member.slug} className="flex items-center gap-3">
                  <Portrait name={member.name} photo={member.photo} size="sm" />
                  <span className="leading-snug">
                    <SiteLink to={`/team/${member.slug}`} className="font-semibold">
                      {member.name}
                    </SiteLink>
                    <span className="block text-small text-muted">{member.role}</span>
                  </span>
                </li>
              ))}
            </ul>
          </Fact>
        )}
        <Fact term="Free first consultation">
          <SiteLink to="/consultation" className="font-semibold">
            Book a free consultation
          </SiteLink>
          <span className="block text-small text-muted">
            30 minutes, in person, by phone or by video; no obligation.
          </span>
        </Fact>
      </dl>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-navy-900">{term}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}
