import { Clock, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { ClosureLine } from "~/components/closure-line";
import { PhoneNumber } from "~/components/phone-number";
import { SiteLink } from "~/components/site-link";
import { Portrait } from "~/components/team/team-cards";
import { ButtonLink } from "~/components/ui/button-link";
import { useFirm } from "~/lib/firm/use-firm";
import type { AsidePrice } from "~/lib/price-summary";
import type { TeamCardData } from "~/lib/team-card-data";
import { phoneHref } from "~/shared/firm/contact-links";
import { openingHoursRows } from "~/shared/firm/office-hours";

export interface ConsultationAsideData {
  price?: AsidePrice;
  /** Who leads the work: the service's lead lawyer in the price list, else the team's first. */
  lead?: TeamCardData;
}

/**
 * The aside of service, guide and area pages (docs/design.md): the booking action first, then the
 * price from the price data, the lead lawyer, the phone and the office hours. Sticky on wide
 * screens, so the next step stays in reach however far the visitor reads.
 */
export function ConsultationAside({ price, lead }: ConsultationAsideData) {
  const { hours, phone } = useFirm();
  return (
    <section
      aria-labelledby="consultation-aside-heading"
      className="rounded-card border border-stone-200 bg-white p-card shadow-card"
    >
      <h2 id="consultation-aside-heading" className="text-heading">
        Free first consultation
      </h2>
      <p className="mt-1 text-small text-muted">
        30 minutes at our Bramhall or Heaton Moor office, by phone or by video. No obligation.
      </p>
      <ButtonLink to="/consultation" className="mt-4 w-full">
        Book a free consultation
      </ButtonLink>
      <dl className="mt-5 divide-y divide-stone-200 border-t border-stone-200 text-small">
        {price && (
          <AsideFact term="Price">
            {price.kind === "published" ? (
              <dd className="mt-1">
                <span className="block text-subheading font-semibold text-navy-900">
                  {price.headline}
                </span>
                <span className="block text-muted">{price.detail}</span>
                <SiteLink to={price.href} className="mt-1 inline-block font-semibold">
                  {price.linkText}
                </SiteLink>
              </dd>
            ) : (
              <dd className="mt-1">
                {price.typical && (
                  <span className="block font-semibold text-navy-900">{price.typical}</span>
                )}
                {price.text}
                {price.link && (
                  <SiteLink to={price.link.href} className="mt-1 block font-semibold">
                    {price.link.text}
                  </SiteLink>
                )}
              </dd>
            )}
          </AsideFact>
        )}
        {lead && (
          <AsideFact term="Your lawyer">
            <dd className="mt-2 flex items-center gap-3">
              <Portrait name={lead.name} photo={lead.photo} size="sm" />
              <span>
                <SiteLink to={`/team/${lead.slug}`} className="font-semibold">
                  {lead.name}
                </SiteLink>
                <span className="block text-muted">{lead.role}</span>
              </span>
            </dd>
          </AsideFact>
        )}
        <AsideFact term="Call us">
          <dd className="mt-1">
            <a
              href={phoneHref(phone)}
              className="inline-flex items-center gap-2 text-subheading font-semibold whitespace-nowrap"
            >
              <Phone aria-hidden="true" className="size-5" />
              <PhoneNumber />
            </a>
          </dd>
        </AsideFact>
        <AsideFact term="Office hours" className="pt-3">
          <dd className="mt-1">
            <ul className="flex flex-col gap-0.5">
              {openingHoursRows(hours).map((row) => (
                <li key={row.day} className="flex gap-2">
                  <Clock aria-hidden="true" className="mt-1 size-4 shrink-0 text-muted" />
                  <span>
                    {row.day}: {row.hours}
                  </span>
                </li>
              ))}
            </ul>
            <ClosureLine className="mt-2" />
          </dd>
        </AsideFact>
      </dl>
    </section>
  );
}

/** One line of the aside's list: what it is, then the detail. */
function AsideFact({
  term,
  className = "py-3",
  children,
}: {
  term: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="font-semibold text-navy-900">{term}</dt>
      {children}
    </div>
  );
}
