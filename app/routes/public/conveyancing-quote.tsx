import { ServicePageBody } from "~/components/content/service-page-body";
import { QuoteTool } from "~/components/quote/quote-tool";
import { accountPrefill } from "~/lib/auth/account-prefill.server";
import { siteMeta } from "~/lib/meta";
import { loadServicePage, QUOTE_PAGE } from "~/lib/service-page.server";
import { faqPage } from "~/lib/structured-data";
import { quoteQueryParams } from "~/shared/quote/quote-fields";
import { quoteFromUrl } from "~/shared/quote/quote-from-url";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { todayInLondon } from "~/shared/time/london-clock";
import type { Route } from "./+types/conveyancing-quote";
import { handleQuoteEmail } from "./quote-action.server";

/**
 * The conveyancing costs guide with the instant quote: a working page (the calculator and
 * "e-mail me this quote" run here), at the guide's own address. Kept and shared while it shows
 * no answers; any answer in the query (the handle names them) renders afresh.
 */
export const handle: RouteHandle = { kind: "working", cache: "shared", query: quoteQueryParams };

export async function loader({ request, context }: Route.LoaderArgs) {
  const quote = quoteFromUrl(
    new URL(request.url),
    todayInLondon(context.clock.now()),
    await context.services.firm.prices(),
  );
  return {
    ...(await loadServicePage(QUOTE_PAGE, context)),
    quote,
    // The e-mail form's guard token (ADR 016). Only a finished quote shows that form, and its
    // address carries the answers, so that render is never kept and shared: each visitor gets
    // a token of their own (ADR 017).
    emailFormStartedAt: quote.quote ? context.formGuard.issue() : undefined,
    // Signed in: "E-mail me this quote" starts with the account's address.
    prefill: quote.quote ? await accountPrefill(context) : undefined,
  };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  handleQuoteEmail(request, context, `/services/${QUOTE_PAGE}`);

export const meta: Route.MetaFunction = ({ loaderData: page, matches }) =>
  page
    ? siteMeta(matches).placedPageMeta(
        page,
        page.meta,
        page.faqs.length ? [faqPage(page.faqs)] : [],
      )
    : [];

export default function ConveyancingQuotePage({
  loaderData: page,
  actionData,
}: Route.ComponentProps) {
  return (
    <ServicePageBody
      page={page}
      tool={
        <QuoteTool
          action={page.path}
          quote={page.quote}
          startedAt={actionData?.startedAt ?? page.emailFormStartedAt}
          shown={actionData}
          prefill={page.prefill}
        />
      }
    />
  );
}
