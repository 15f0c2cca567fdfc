import type { ReactNode } from "react";
import { NextStepButtons } from "~/components/content/call-to-action";
import { ServiceSummary } from "~/components/content/service-summary";
import { TrustStrip } from "~/components/content/trust-strip";
import { StockportHero } from "~/components/illustrations/stockport-hero";
import { OfficesAndHours } from "~/components/offices-and-hours";
import { RecognitionsStrip } from "~/components/recognitions/recognitions-strip";
import { SiteLink } from "~/components/site-link";
import { TestimonialsBand } from "~/components/testimonials/testimonials-band";
import { ButtonLink } from "~/components/ui/button-link";
import { ContentImage } from "~/components/ui/content-image";
import { homePage } from "~/content/pages/home";
import { practiceAreaSummaries } from "~/content/pages/services-overview";
import { siteMeta } from "~/lib/meta";
import { loadRecognitions } from "~/lib/recognitions/load-recognitions.server";
import { legalServices, organization } from "~/lib/structured-data";
import { loadTestimonials } from "~/lib/testimonials/load-testimonials.server";
import { closureNotice } from "~/shared/firm/closure-text";
import { practiceAreas } from "~/shared/firm/facts";
import { fillFirmTokens } from "~/shared/firm/firm-tokens";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { formatLongDate } from "~/shared/time/format";
import type { Route } from "./+types/home";

/** Kept and shared between visitors (route-handle.ts); renewed when the content changes. */
export const handle: RouteHandle = { kind: "reading", cache: "shared" };

export async function loader({ context }: Route.LoaderArgs) {
  const facts = await context.services.firm.facts();
  const latest = await context.services.insights.listPublished({
    page: 1,
    pageSize: 3,
    now: context.clock.now(),
  });
  return {
    siteUrl: context.siteUrl,
    latest: latest.articles.map((a) => ({
      slug: a.slug,
      title: a.title,
      summary: a.summary,
      publishedAt: a.publishedAt.toISOString(),
      published: formatLongDate(a.publishedAt),
    })),
    facts,
    closure: closureNotice(facts.nextClosure, context.clock.now()),
    page: fillFirmTokens(homePage, facts),
    recognitions: await loadRecognitions(context),
    testimonials: await loadTestimonials(context),
    // The three with a card of their own are not listed a second time below the cards.
    otherPracticeAreas: practiceAreas
      .filter((p) => !homePage.serviceCards.some((card) => card.slug === p.slug))
      .map((p) => ({ ...p, summary: practiceAreaSummaries[p.slug] })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? siteMeta(matches).pageMeta({
        title: `${loaderData.facts.name}: ${loaderData.page.meta.title}`,
        titleIsComplete: true,
        description: loaderData.page.meta.description,
        path: "/",
        siteUrl: loaderData.siteUrl,
        jsonLd: [
          organization(loaderData.siteUrl, loaderData.facts),
          ...legalServices(loaderData.siteUrl, loaderData.facts, loaderData.closure),
        ],
      })
    : [];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, otherPracticeAreas } = loaderData;
  return (
    <>
      <section aria-labelledby="home-heading" className="relative overflow-hidden bg-paper">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 md:py-14 lg:grid-cols-12 lg:gap-12">
          <div className="lg:col-span-7">
            <p className="font-semibold text-accent-700">
              Solicitors in Stockport since {loaderData.facts.founded}
            </p>
            <h1 id="home-heading" className="mt-3 text-display">
              {page.heading}
            </h1>
            <p className="mt-5 max-w-2xl text-lead text-muted">{page.lead}</p>
            <NextStepButtons className="mt-8" />
          </div>
          <div className="lg:col-span-5">
            <StockportHero className="block h-48 w-full rounded-card border border-stone-200 sm:h-72 lg:h-[26rem]" />
          </div>
        </div>
      </section>
      <TrustStrip>
        <RecognitionsStrip
          recognitions={loaderData.recognitions}
          className="mt-8 border-t border-stone-200 pt-6"
        />
      </TrustStrip>

      <Band id="services" heading="How we can help">
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {page.serviceCards.map((card) => (
            <li
              key={card.slug}
              className="overflow-hidden rounded-lg border border-stone-200 bg-white"
            >
              <ContentImage
                image={card.image}
                placement="below"
                decorative
                className="w-full bg-paper"
              />
              <div className="p-6">
                <ServiceSummary
                  slug={card.slug}
                  title={card.title}
                  summary={card.description}
                  headingLevel={3}
                />
              </div>
            </li>
          ))}
        </ul>

        <h3 className="mt-14 text-heading">Our other practice areas</h3>
        <ul className="mt-6 grid gap-x-8 gap-y-5 md:grid-cols-3">
          {otherPracticeAreas.map((area) => (
            <li key={area.slug}>
              <SiteLink to={`/services/${area.slug}`} className="text-lg font-semibold">
                {area.name}
              </SiteLink>
              <p className="mt-1 text-muted">{area.summary}</p>
            </li>
          ))}
        </ul>
      </Band>

      <Band id="why" heading={page.whyUs.heading} className="bg-white">
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-6">
          {page.whyUs.points.map((point, i) => (
            <li
              key={point.title}
              className={`border-l-4 border-gold-500 pl-4 ${whyUsSpan(i, page.whyUs.points.length)}`}
            >
              <h3 className="text-xl">{point.title}</h3>
              <p className="mt-1">{point.body}</p>
            </li>
          ))}
        </ul>
      </Band>

      <div className="mx-auto max-w-6xl px-4 py-14">
        <OfficesAndHours heading={page.officesHeading} />
      </div>

      {loaderData.latest.length > 0 && (
        <Band id="latest" heading="Latest news and insights" className="bg-white">
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {loaderData.latest.map((a) => (
              <li key={a.slug}>
                <h3 className="text-xl">
                  <SiteLink to={`/insights/${a.slug}`}>{a.title}</SiteLink>
                </h3>
                <p className="mt-1 text-sm text-muted">
                  <time dateTime={a.publishedAt}>{a.published}</time>
                </p>
                <p className="mt-2">{a.summary}</p>
              </li>
            ))}
          </ul>
          <p className="mt-8">
            <SiteLink to="/insights" className="font-semibold">
              All news and insights
            </SiteLink>
          </p>
        </Band>
      )}

      <TestimonialsBand testimonials={loaderData.testimonials} />

      <Band
        id="cta"
        heading={page.ctaHeading}
        className="on-dark bg-navy-900 text-white"
        headingClassName="text-title text-white"
      >
        <p className="mt-3 max-w-2xl text-lg">{page.ctaBody}</p>
        <NextStepButtons
          className="mt-6"
          other={
            <ButtonLink to="/contact" variant="secondary">
              Send us a message
            </ButtonLink>
          }
        />
      </Band>
    </>
  );
}

/** A full-width band of the home page with its own heading, which names the band for readers. */
function Band({
  id,
  heading,
  className,
  headingClassName = "text-title",
  children,
}: {
  id: string;
  heading: string;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <div className="mx-auto max-w-6xl px-4 py-14">
        <h2 id={`${id}-heading`} className={headingClassName}>
          {heading}
        </h2>
        {children}
      </div>
    </section>
  );
}

/**
 * Where a point of "why us" sits on the 6-column grid: with five points, the first two take
 * half a row each and the last three a third, so no row has a hole. At two columns the last
 * point of an odd list takes the whole row.
 */
function whyUsSpan(index: number, count: number): string {
  const wide = count % 3 === 2 && index < 2;
  const lastAlone = count % 2 === 1 && index === count - 1 ? "md:col-span-2" : "";
  return `${lastAlone} ${wide ? "lg:col-span-3" : "lg:col-span-2"}`;
}
