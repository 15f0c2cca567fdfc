import { AdminSection } from "~/components/admin/admin-section";
import { OfficeHistory } from "~/components/admin/office-history";
import { ShownProblem } from "~/components/admin/shown-problem";
import { StatusForm } from "~/components/admin/status-form";
import { QuoteFactsList, QuoteFigures } from "~/components/quote/quote-as-quoted";
import { SiteLink } from "~/components/site-link";
import { adminTitle } from "~/lib/admin/admin-title";
import { idParam } from "~/lib/admin/id-param";
import { readAdminPost } from "~/lib/admin/intent-action.server";
import { problemFor } from "~/lib/admin/intent-problem";
import { formatDateTime } from "~/lib/admin/office-format";
import { replyMailto } from "~/lib/admin/office-mailto";
import { requireStaff } from "~/lib/auth/require-user.server";
import { quoteLeadStatusLabels, quoteLeadStatusValues } from "~/shared/quote/lead-status";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/lead";
import { loadQuoteLead } from "./lead.server";
import { runQuoteLeadAction } from "./lead-actions.server";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  return loadQuoteLead(context, idParam(params.id));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = requireStaff(request, context);
  const id = idParam(params.id);
  return runQuoteLeadAction(await readAdminPost(request, context, user), id);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: adminTitle(matches, `Quote lead ${loaderData?.lead.reference ?? ""}`) },
];

export default function QuoteLeadDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, history } = loaderData;
  const unknown = problemFor(actionData, "status") ? undefined : actionData;

  return (
    <>
      <p>
        <SiteLink to="/admin/leads">Back to quote leads</SiteLink>
      </p>
      <h1 className="mt-2 text-4xl">{`Quote lead ${lead.reference}`}</h1>
      <p className="mt-2 text-lg">
        {`${quoteLeadStatusLabels[lead.status]} · quote e-mailed ${formatDateTime(lead.receivedAt)}`}
      </p>
      <ShownProblem shown={unknown} idPrefix="lead" />

      <div className="mt-8 grid gap-8 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <AdminSection id="contact-heading" title="Sent to">
            <p className="mt-3 break-all">{lead.email}</p>
            <p className="mt-4">
              <a
                href={replyMailto(lead.email, `Your conveyancing quote ${lead.reference}`)}
                className="inline-flex min-h-11 items-center rounded-md border-2 border-navy-900 px-4 py-2 font-semibold no-underline"
              >
                Reply by e-mail
              </a>
            </p>
          </AdminSection>
          <AdminSection id="facts-heading" title="What the quote is for" className="mt-8">
            <QuoteFactsList facts={lead.facts} />
          </AdminSection>
          <AdminSection id="figures-heading" title="The figures as quoted" className="mt-8">
            <QuoteFigures figures={lead.figures} total={lead.total} heading="The quote sent" />
          </AdminSection>
        </div>
        <div>
          <StatusForm
            values={quoteLeadStatusValues}
            labels={quoteLeadStatusLabels}
            status={lead.status}
            shown={problemFor(actionData, "status")}
          />
          <OfficeHistory entries={history} headingId="history-heading" />
        </div>
      </div>
    </>
  );
}
