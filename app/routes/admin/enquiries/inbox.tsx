import { AdminTabs } from "~/components/admin/admin-tabs";
import { OfficeResults, RecordLinkCell } from "~/components/admin/office-results";
import { SiteLink } from "~/components/site-link";
import { adminTitle } from "~/lib/admin/admin-title";
import { type EnquiryStatus, enquiryStatusLabels } from "~/lib/admin/enquiry-status";
import { enquiryTopic, formatDateTime, plural } from "~/lib/admin/office-format";
import { pageFrom } from "~/lib/admin/office-paging";
import { requireStaff } from "~/lib/auth/require-user.server";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { enquiryStatusValues } from "~/shared/schemas/office-admin";
import type { Route } from "./+types/inbox";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const url = new URL(request.url);
  const asked = url.searchParams.get("status");
  const status: EnquiryStatus = enquiryStatusValues.find((s) => s === asked) ?? "new";
  const paging = pageFrom(url);
  const result = await context.services.office.enquiries.list(status, paging);
  return {
    status,
    page: paging.page,
    counts: result.counts,
    total: result.total,
    rows: result.rows.map((r) => ({
      id: r.id,
      reference: r.reference,
      name: r.name,
      topic: enquiryTopic(r.practiceArea),
      receivedAt: r.createdAt.toISOString(),
      assignedName: r.assignedName,
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminTitle(matches, "Enquiries") },
];

export default function EnquiryInbox({ loaderData }: Route.ComponentProps) {
  const { status, counts, total } = loaderData;
  const current = enquiryStatusLabels[status];
  const tabs = enquiryStatusValues.map((s) => ({
    key: s,
    to: s === "new" ? "/admin/enquiries" : `/admin/enquiries?status=${s}`,
    label: (
      <>
        {enquiryStatusLabels[s]}
        <span className="rounded-full bg-navy-100 px-2 text-sm text-ink">
          {counts[s]}
          <span className="sr-only"> enquiries</span>
        </span>
      </>
    ),
  }));
  return (
    <>
      <h1 className="text-4xl">Enquiries</h1>
      <AdminTabs label="Enquiries by status" tabs={tabs} current={status} />
      <OfficeResults
        list={loaderData}
        empty={
          status === "new" ? (
            "No new enquiries. Messages sent through the website's contact form arrive here."
          ) : (
            <>
              {`No enquiries are marked “${current}”. `}
              <SiteLink to="/admin/enquiries">See the new enquiries</SiteLink>
            </>
          )
        }
        caption={`${current} enquiries, newest first: ${plural(total, "enquiry", "enquiries")}`}
        columns={["Reference", "From", "About", "Received", "Assigned to"]}
        pagesLabel="Enquiries pages"
        cells={(row) => (
          <>
            <RecordLinkCell to={`/admin/enquiries/${row.id}`}>{row.reference}</RecordLinkCell>
            <td className="p-3">{row.name}</td>
            <td className="p-3">{row.topic}</td>
            <td className="p-3">{formatDateTime(row.receivedAt)}</td>
            <td className="p-3">{row.assignedName ?? "Unassigned"}</td>
          </>
        )}
      />
    </>
  );
}
