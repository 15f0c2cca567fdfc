import { AuditFilters } from "~/components/admin/audit/audit-filters";
import { OfficeResults } from "~/components/admin/office-results";
import { SiteLink } from "~/components/site-link";
import { adminTitle } from "~/lib/admin/admin-title";
import { formatDateTime, plural } from "~/lib/admin/office-format";
import { requireStaff } from "~/lib/auth/require-user.server";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/audit-log";
import { loadAuditLog } from "./audit-log.server";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireStaff(request, context);
  return loadAuditLog(context, user, new URL(request.url));
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminTitle(matches, "Audit log") },
];

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { total } = loaderData;
  return (
    <>
      <h1 className="text-4xl">Audit log</h1>
      <p className="mt-3 max-w-3xl">
        Every change made in the admin area: who, what, to which record and when. Entries can't be
        edited or deleted, by anyone.
      </p>
      <AuditFilters shown={loaderData} actors={loaderData.actors} types={loaderData.types} />
      <OfficeResults
        list={loaderData}
        empty={
          loaderData.filtered ? (
            <>
              {"No entries match these filters. "}
              <SiteLink to="/admin/audit">Clear the filters</SiteLink>
              {" to see every entry."}
            </>
          ) : (
            "No changes have been made in the admin area yet. Each one is listed here as it happens."
          )
        }
        caption={`Audit entries, newest first: ${plural(total, "entry", "entries")}`}
        columns={["When", "Who", "What", "Record"]}
        pagesLabel="Audit log pages"
        alignTop
        cells={(row) => (
          <>
            <td className="p-3">
              <time dateTime={row.at}>{formatDateTime(row.at)}</time>
            </td>
            <td className="p-3">{row.actorName}</td>
            <td className="p-3">
              {row.summary}
              <span className="block text-muted">{row.action}</span>
            </td>
            <td className="p-3">
              {row.link ? (
                <SiteLink to={row.link}>
                  {`Open ${row.entityType}`}
                  <span className="sr-only">{`: ${row.summary}`}</span>
                </SiteLink>
              ) : (
                row.entityType
              )}
            </td>
          </>
        )}
      />
    </>
  );
}
