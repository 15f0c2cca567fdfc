import type { ReactNode } from "react";
import { ContentPage } from "~/components/content/content-page";
import { KeyFacts } from "~/components/content/key-facts";
import { Faqs, GuidanceSections, Stages } from "~/components/content/sections";
import { PriceDetails } from "~/components/prices/price-details";
import { Prose } from "~/components/prose";
import { ConveyancingTools } from "~/components/quote/conveyancing-tools";
import { RecognitionsStrip } from "~/components/recognitions/recognitions-strip";
import { SiteLink } from "~/components/site-link";
import { TestimonialsAside } from "~/components/testimonials/testimonials-aside";
import { ContentImage } from "~/components/ui/content-image";
import type { ServicePageData } from "~/lib/service-page.server";

/**
 * A service page or conveyancing guide. It opens with the key facts (price from, how long, who
 * does the work, the free consultation). `tool` is the quote page's calculator, which goes
 * first; without one, a conveyancing page links to the calculators after the facts. General
 * guidance is folded into disclosures; the SRA price information (the costs, the stages with
 * their timescales, who does the work and who supervises) is never folded.
 */
export function ServicePageBody({ page, tool }: { page: ServicePageData; tool?: ReactNode }) {
  return (
    <ContentPage
      header={page}
      consultation={page.consultation}
      aside={<TestimonialsAside testimonials={page.testimonials} />}
      asideFromLg
      intro={
        <ContentImage
          image={page.illustration}
          placement="lead"
          decorative
          shownFrom={640}
          className="mt-8 hidden w-48 rounded-lg sm:block sm:w-64 xl:absolute xl:top-10 xl:right-4 xl:mt-0 xl:w-80"
        />
      }
    >
      {/* The quote page's calculator is what that page is for, so it comes before the facts. */}
      {tool}
      <KeyFacts {...page.keyFacts} />
      {/* On a phone the aside is not shown: clients' words follow the facts and the booking link. */}
      <TestimonialsAside
        testimonials={page.testimonials}
        className="mt-8 lg:hidden"
        headingId="testimonials-heading-phone"
      />
      {!tool && page.isConveyancing && <ConveyancingTools className="mt-10" />}
      <GuidanceSections sections={page.sections} />
      <Stages heading="How it works" steps={page.steps} />

      <section id="costs" className="mt-12">
        <h2 className="text-title">How much it costs</h2>
        <Prose html={page.costsHtml} className="mt-4" />
        {page.pricePage && (
          <p className="mt-4">
            <SiteLink to={page.pricePage} className="font-semibold">
              See our published prices
            </SiteLink>
          </p>
        )}
      </section>
      {page.prices && (
        <div className="mt-10 rounded-lg border border-stone-200 bg-paper p-6">
          <PriceDetails
            page={page.prices}
            people={{ team: page.priceTeam, supervisor: page.priceSupervisor }}
            headingLevel={3}
          />
        </div>
      )}

      <RecognitionsStrip recognitions={page.recognitions} className="mt-12" />
      <Faqs faqs={page.faqs} />

      {page.related.length > 0 && (
        <section className="mt-12">
          <h2 className="text-title">Related pages</h2>
          {/* A lone last item takes the whole row rather than leave half of it empty. */}
          <ul className="mt-4 grid gap-4 md:grid-cols-2 md:[&>li:last-child:nth-child(odd)]:col-span-2">
            {page.related.map((r) => (
              <li key={r.path}>
                <SiteLink to={r.path} className="font-semibold">
                  {r.title}
                </SiteLink>
                {/* On a phone the titles alone keep the list short; each lead is its page's own. */}
                <p className="hidden text-small text-muted sm:block">{r.lead}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </ContentPage>
  );
}
