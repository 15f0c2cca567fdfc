import { Link } from "react-router";
import { AdminTable } from "~/components/admin/admin-table";
import { OfficePagination } from "~/components/admin/office-pagination";
import { type PracticeAreaSlug, practiceAreaName } from "~/config/firm";
import { formatDateTime, plural } from "~/lib/admin/office-format";
import { OFFICE_PAGE_SIZE, pageFrom } from "~/lib/admin/office-paging";
import { requireStaff } from "~/lib/auth/require-user.server";
import { enquiryStatusValues } from "~/lib/schemas/office-admin";
import type { Route } from "./+types/inbox";

type Status = (typeof enquiryStatusValues)[number];
const tabs: ReadonlyArray<{ status: Status; label: string }> = [
  { status: "new", label: "New" },
  { status: "in-progress", label: "In progress" },
  { status: "closed", label: "Closed" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const url = new URL(request.url);
  const asked = url.searchParams.get("status");
  const status: Status = enquiryStatusValues.find((s) => s === asked) ?? "new";
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
      topic:
        r.practiceArea === "other"
          ? "Something else"
          : practiceAreaName(r.practiceArea as PracticeAreaSlug),
      receivedAt: r.createdAt.toISOString(),
      assignedName: r.assignedName,
    })),
  };
}

export const meta: Route.MetaFunction = () => [{ title: "Enquiries | Carrow & Hale admin" }];

export default function EnquiryInbox({ loaderData }: Route.ComponentProps) {
  const { status, counts, rows, total, page } = loaderData;
  const current = tabs.find((t) => t.status === status)?.label ?? "New";
  return (
    <>
      <h1 className="text-4xl">Enquiries</h1>
      <nav aria-label="Enquiries by status" className="mt-6 border-b-2 border-stone-200">
        <ul className="flex flex-wrap gap-1">
          {tabs.map((tab) => (
            <li key={tab.status}>
              <Link
                to={
                  tab.status === "new"
                    ? "/admin/enquiries"
                    : `/admin/enquiries?status=${tab.status}`
                }
                aria-current={tab.status === status ? "page" : undefined}
                className={`-mb-0.5 inline-flex min-h-11 items-center gap-2 border-b-4 px-4 py-2 font-semibold no-underline ${
                  tab.status === status
                    ? "border-navy-900 text-ink"
                    : "border-transparent text-navy-900 hover:underline"
                }`}
              >
                {tab.label}
                <span className="rounded-full bg-navy-100 px-2 text-sm text-ink">
                  {counts[tab.status]}
                  <span className="sr-only"> enquiries</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {rows.length === 0 ? (
        <p className="mt-6">{`There are no ${current.toLowerCase()} enquiries.`}</p>
      ) : (
        <div className="mt-6">
          <AdminTable
            caption={`${current} enquiries, newest first: ${plural(total, "enquiry", "enquiries")}`}
            columns={["Reference", "From", "About", "Received", "Assigned to"]}
          >
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-stone-200">
                <td className="p-3">
                  <Link to={`/admin/enquiries/${row.id}`} className="font-semibold">
                    {row.reference}
                  </Link>
                </td>
                <td className="p-3">{row.name}</td>
                <td className="p-3">{row.topic}</td>
                <td className="p-3">{formatDateTime(row.receivedAt)}</td>
                <td className="p-3">{row.assignedName ?? "Unassigned"}</td>
              </tr>
            ))}
          </AdminTable>
        </div>
      )}
      <OfficePagination
        page={page}
        pageSize={OFFICE_PAGE_SIZE}
        total={total}
        label="Enquiries pages"
      />
    </>
  );
}
