import { AdminTabs } from "~/components/admin/admin-tabs";
import { OfficeResults, RecordLinkCell } from "~/components/admin/office-results";
import { formatAmount } from "~/components/quote/amount";
import { SiteLink } from "~/components/site-link";
import { adminTitle } from "~/lib/admin/admin-title";
import { formatDateTime, plural } from "~/lib/admin/office-format";
import { pageFrom } from "~/lib/admin/office-paging";
import { requireStaff } from "~/lib/auth/require-user.server";
import {
  type QuoteLeadStatus,
  quoteLeadStatusLabels,
  quoteLeadStatusValues,
} from "~/shared/quote/lead-status";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/list";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

/** Quotes e-mailed to visitors, as leads: the enquiries inbox's shape, one status at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const url = new URL(request.url);
  const asked = url.searchParams.get("status");
  const status: QuoteLeadStatus = quoteLeadStatusValues.find((s) => s === asked) ?? "new";
  const paging = pageFrom(url);
  const result = await context.services.office.quoteLeads.list(status, paging);
  return {
    status,
    page: paging.page,
    counts: result.counts,
    total: result.total,
    rows: result.rows.map((r) => ({
      id: r.id,
      reference: r.reference,
      email: r.email,
      total: formatAmount({ min: r.totalMin / 100, max: r.totalMax / 100 }),
      receivedAt: r.createdAt.toISOString(),
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminTitle(matches, "Quote leads") },
];

export default function QuoteLeadList({ loaderData }: Route.ComponentProps) {
  const { status, counts, total } = loaderData;
  const current = quoteLeadStatusLabels[status];
  const tabs = quoteLeadStatusValues.map((s) => ({
    key: s,
    to: s === "new" ? "/admin/leads" : `/admin/leads?status=${s}`,
    label: (
      <>
        {quoteLeadStatusLabels[s]}
        <span className="rounded-full bg-navy-100 px-2 text-sm text-ink">
          {counts[s]}
          <span className="sr-only"> quote leads</span>
        </span>
      </>
    ),
  }));
  return (
    <>
      <h1 className="text-4xl">Quote leads</h1>
      <p className="mt-2 max-w-3xl">
        Conveyancing quotes that visitors asked us to e-mail to them from the quote calculator.
      </p>
      <AdminTabs label="Quote leads by status" tabs={tabs} current={status} />
      <OfficeResults
        list={loaderData}
        empty={
          status === "new" ? (
            "No new quote leads. Quotes that visitors ask us to e-mail to them arrive here."
          ) : (
            <>
              {`No quote leads are marked “${current}”. `}
              <SiteLink to="/admin/leads">See the new quote leads</SiteLink>
            </>
          )
        }
        caption={`${current} quote leads, newest first: ${plural(total, "quote lead", "quote leads")}`}
        columns={["Reference", "E-mail", "Total quoted", "Received"]}
        pagesLabel="Quote leads pages"
        cells={(row) => (
          <>
            <RecordLinkCell to={`/admin/leads/${row.id}`}>{row.reference}</RecordLinkCell>
            <td className="p-3 break-all">{row.email}</td>
            <td className="p-3">{row.total}</td>
            <td className="p-3">{formatDateTime(row.receivedAt)}</td>
          </>
        )}
      />
    </>
  );
}
