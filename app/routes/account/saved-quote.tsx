import { redirect } from "react-router";
import { ShortPage } from "~/components/content/short-page";
import { QuoteFactsList, QuoteFigures } from "~/components/quote/quote-as-quoted";
import { SiteLink } from "~/components/site-link";
import { siteMeta } from "~/lib/meta";
import { notFound } from "~/lib/not-found";
import { quoteFacts } from "~/shared/quote/quote-facts";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { formatLongDate } from "~/shared/time/format";
import type { Route } from "./+types/saved-quote";

export const handle: RouteHandle = { kind: "working", private: true };

const QUOTE_PAGE = "/services/conveyancing/conveyancing-costs";

/**
 * A quote e-mailed to the account's verified address, reopened from "My quotes" as it was
 * quoted that day: its facts and the figures kept when it was sent, never today's prices.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!context.user)
    throw redirect(`/auth?next=${encodeURIComponent(`/account/quotes/${params.reference}`)}`);
  const email = await context.services.accounts.client.verifiedEmail(context.user.id);
  // Another address's quote, or any before the address is proved, is not there for this account.
  const saved = email ? await context.services.quotes.sentTo(email, params.reference) : undefined;
  if (!saved) notFound();
  return {
    reference: saved.reference,
    quotedOn: saved.createdAt.toISOString(),
    facts: saved.input ? quoteFacts(saved.input) : [],
    figures: saved.figures ?? null,
    total: saved.total,
    again: `${QUOTE_PAGE}?${new URLSearchParams(saved.answers)}#quote-result-heading`,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: siteMeta(matches).fullTitle({
      title: loaderData ? `Quote ${loaderData.reference}` : "Your Quote",
    }),
  },
  { name: "robots", content: "noindex" },
];

export default function SavedQuote({ loaderData: q }: Route.ComponentProps) {
  return (
    <ShortPage
      heading={`Your quote ${q.reference}`}
      lead={`As we quoted it on ${formatLongDate(q.quotedOn)}.`}
      crumbs={[
        { name: "Your account", path: "/account" },
        { name: q.reference, path: `/account/quotes/${q.reference}` },
      ]}
    >
      <section aria-labelledby="facts-heading">
        <h2 id="facts-heading" className="text-title">
          What this quote is for
        </h2>
        <QuoteFactsList facts={q.facts} />
      </section>
      <section aria-labelledby="figures-heading" className="mt-10">
        <h2 id="figures-heading" className="text-title">
          The figures as quoted
        </h2>
        <QuoteFigures figures={q.figures} total={q.total} />
      </section>
      <p className="mt-10">
        Prices and stamp duty rates change. Our fees are fixed for the facts above once we confirm
        them in writing.{" "}
        <SiteLink to={q.again}>Work this quote out again at today's prices</SiteLink>.
      </p>
      <p className="mt-3">
        <SiteLink to="/account#quotes-heading">Back to your account</SiteLink>
      </p>
    </ShortPage>
  );
}
