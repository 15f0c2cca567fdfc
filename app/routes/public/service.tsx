import { data, Link } from "react-router";
import { ContentPage } from "~/components/content/content-page";
import { Faqs, Sections, Steps } from "~/components/content/sections";
import { PriceDetails } from "~/components/prices/price-details";
import { Prose } from "~/components/prose";
import { ConveyancingTools } from "~/components/quote/conveyancing-tools";
import { EmailQuoteForm } from "~/components/quote/email-quote-form";
import { QuoteForm } from "~/components/quote/quote-form";
import { QuoteResult } from "~/components/quote/quote-result";
import { TeamSection } from "~/components/team/team-cards";
import { ContentImage } from "~/components/ui/content-image";
import { practiceAreaName } from "~/config/firm";
import { sectionCrumbs } from "~/config/navigation";
import { homePage } from "~/content/pages/home";
import { findPricePage } from "~/content/prices";
import { findServicePage } from "~/content/services";
import { renderFaqs, renderSections, renderSteps } from "~/lib/content.server";
import { renderMarkdown } from "~/lib/markdown.server";
import { placedPageMeta } from "~/lib/meta";
import { notFound } from "~/lib/not-found";
import { renderPricePage } from "~/lib/prices.server";
import { quoteQueryParams } from "~/lib/quote/quote-fields";
import { quoteFromUrl } from "~/lib/quote/quote-from-url";
import { referencePattern } from "~/lib/reference-pattern";
import type { RouteHandle } from "~/lib/route-handle";
import { type Crumb, faqPage } from "~/lib/structured-data";
import { teamCards } from "~/lib/team.server";
import { todayInLondon } from "~/lib/today";
import type { Route } from "./+types/service";
import { handleQuoteEmail } from "./quote-action.server";

/** Service pages whose own price table is shown on the page (not on a /compliance page). */
const pricesShownHere = new Set(["motoring-offences", "employment-law"]);

const QUOTE_PAGE = "conveyancing/conveyancing-costs";

/** Kept and shared between visitors (route-handle.ts); renewed when the content changes. */
export const handle: RouteHandle = { cache: "shared", query: quoteQueryParams };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const path = params.guide ? `conveyancing/${params.guide}` : (params.slug ?? "");
  const page = findServicePage(path);
  if (!page || page.path !== path) notFound();

  const crumbs: Crumb[] = [sectionCrumbs.services];
  if (params.guide) crumbs.push({ name: "Conveyancing", path: "/services/conveyancing" });
  crumbs.push({ name: page.heading, path: `/services/${page.path}` });

  const prices = pricesShownHere.has(page.path) ? findPricePage(page.path) : undefined;
  const related = page.related.flatMap((p) => {
    const target = findServicePage(p);
    return target
      ? [{ path: `/services/${target.path}`, title: target.heading, lead: target.lead }]
      : [];
  });

  const card = homePage.serviceCards.find((c) => c.slug === page.path);
  const quote =
    page.path === QUOTE_PAGE ? quoteFromUrl(new URL(request.url), todayInLondon()) : undefined;
  return {
    siteUrl: context.siteUrl,
    path: `/services/${page.path}`,
    illustration: card?.image,
    quote,
    // The e-mail form's guard token (ADR 016). Only a finished quote shows that form, and its
    // address carries the answers, which the handle names, so that render is never kept and
    // shared: each visitor gets a token of their own (ADR 017).
    emailFormStartedAt: quote?.quote ? context.formGuard.issue() : undefined,
    isConveyancing: page.practiceArea === "conveyancing",
    meta: page.meta,
    heading: page.heading,
    lead: page.lead,
    practiceArea: practiceAreaName(page.practiceArea),
    crumbs,
    sections: renderSections(page.sections),
    steps: renderSteps(page.steps),
    costsHtml: renderMarkdown(page.costs),
    pricePage: page.pricePage,
    prices: prices ? renderPricePage(prices) : undefined,
    priceTeam: prices ? await teamCards(context, prices.people.team) : [],
    priceSupervisor: prices ? (await teamCards(context, [prices.people.supervisor]))[0] : undefined,
    faqs: renderFaqs(page.faqs),
    team: await teamCards(context, page.team),
    related,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const path = params.guide ? `conveyancing/${params.guide}` : (params.slug ?? "");
  if (path !== QUOTE_PAGE) throw data(null, { status: 405 });
  return handleQuoteEmail(request, context, `/services/${QUOTE_PAGE}`);
}

export const meta: Route.MetaFunction = ({ loaderData: page }) =>
  page ? placedPageMeta(page, page.meta, page.faqs.length ? [faqPage(page.faqs)] : []) : [];

export default function ServicePage({ loaderData: page, actionData }: Route.ComponentProps) {
  return (
    <ContentPage
      header={page}
      intro={
        page.illustration && (
          <ContentImage
            image={page.illustration}
            placement="lead"
            decorative
            className="mt-8 w-64 rounded-lg xl:absolute xl:top-10 xl:right-4 xl:mt-0 xl:w-80"
          />
        )
      }
    >
      {page.quote && (
        <section
          aria-labelledby="quote-heading"
          className="mb-14 rounded-lg border-2 border-navy-900 bg-white p-6"
        >
          <h2 id="quote-heading" className="text-3xl">
            Get an instant quote
          </h2>
          <p className="mt-2 mb-6 max-w-[68ch]">
            Answer a few questions to see our fee and the other costs, from the same figures as our
            published prices. It takes under a minute.
          </p>
          <QuoteForm action={page.path} values={page.quote.values} errors={page.quote.errors} />
          {page.quote.quote && <QuoteResult quote={page.quote.quote} />}
          {page.quote.quote && (
            <>
              <EmailQuoteForm
                action={page.path}
                answers={page.quote.values}
                emailed={
                  referencePattern.test(page.quote.values.emailed ?? "")
                    ? page.quote.values.emailed
                    : undefined
                }
                startedAt={actionData?.startedAt ?? page.emailFormStartedAt}
                shown={actionData}
              />
              <p className="mt-6">
                <Link to="/consultation?area=conveyancing#book" className="font-semibold">
                  Book a free consultation about this
                </Link>
              </p>
            </>
          )}
        </section>
      )}
      {page.isConveyancing && !page.quote && <ConveyancingTools />}
      <Sections sections={page.sections} />
      <Steps heading="How it works" steps={page.steps} />

      <section className="mt-12">
        <h2 className="text-3xl">How much it costs</h2>
        <Prose html={page.costsHtml} className="mt-4" />
        {page.pricePage && (
          <p className="mt-4">
            <Link to={page.pricePage} className="font-semibold">
              See our published prices
            </Link>
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

      {page.team.length > 0 && (
        <TeamSection
          heading={`Who will help you with ${page.practiceArea.toLowerCase()}`}
          members={page.team}
        />
      )}

      <Faqs faqs={page.faqs} />

      {page.related.length > 0 && (
        <section className="mt-12">
          <h2 className="text-3xl">Related pages</h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {page.related.map((r) => (
              <li key={r.path}>
                <Link to={r.path} className="text-lg font-semibold">
                  {r.title}
                </Link>
                <p className="text-muted">{r.lead}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </ContentPage>
  );
}
