import { AdminListHeading } from "~/components/admin/admin-list-heading";
import { AdminTabs } from "~/components/admin/admin-tabs";
import { OfficeResults, RecordLinkCell } from "~/components/admin/office-results";
import { UsersErrorBoundary } from "~/components/admin/users-error-boundary";
import { SiteLink } from "~/components/site-link";
import { adminTitle } from "~/lib/admin/admin-title";
import { formatDateTime, plural, roleNames } from "~/lib/admin/office-format";
import { pageFrom } from "~/lib/admin/office-paging";
import { requireAdmin } from "~/lib/auth/require-user.server";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/accounts";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

const groups = [
  { key: "team", label: "Staff and administrators", to: "/admin/users" },
  { key: "clients", label: "Clients", to: "/admin/users?group=clients" },
] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const url = new URL(request.url);
  const group = url.searchParams.get("group") === "clients" ? "clients" : "team";
  const paging = pageFrom(url);
  const result = await context.services.office.accounts.list(group, paging);
  return {
    group,
    page: paging.page,
    total: result.total,
    rows: result.rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      role: r.role,
      state: r.disabled ? "Disabled" : r.hasPassword ? "Active" : "Invited (no password yet)",
      lastSignIn: r.lastSignIn?.toISOString() ?? null,
      openSessions: r.openSessions,
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminTitle(matches, "Users") }];

export default function Accounts({ loaderData }: Route.ComponentProps) {
  const { group, total } = loaderData;
  const groupLabel = groups.find((g) => g.key === group)?.label ?? "";
  return (
    <>
      <AdminListHeading
        title="Users"
        add={{ to: "/admin/users/new", label: "Add a member of staff" }}
      />
      <AdminTabs label="Users by kind" tabs={groups} current={group} />
      <p className="mt-4 text-muted">
        Last signed in comes from open sessions: after someone signs out, their earlier sign-ins are
        not kept.
      </p>
      <OfficeResults
        list={loaderData}
        empty={
          group === "clients" ? (
            "No clients have an account yet. Clients create one when they register to manage their bookings."
          ) : (
            <>
              {"No staff accounts yet. "}
              <SiteLink to="/admin/users/new">Add a member of staff</SiteLink>
            </>
          )
        }
        caption={`${groupLabel}: ${plural(total, "account")}`}
        columns={["Name", "E-mail", "Role", "Status", "Last signed in", "Open sessions"]}
        pagesLabel="Users pages"
        tableClassName="mt-4"
        cells={(row) => (
          <>
            <RecordLinkCell to={`/admin/users/${row.id}`}>{row.name}</RecordLinkCell>
            <td className="break-all p-3">{row.email}</td>
            <td className="p-3">{roleNames[row.role]}</td>
            <td className="p-3">{row.state}</td>
            <td className="p-3">{row.lastSignIn ? formatDateTime(row.lastSignIn) : "Not known"}</td>
            <td className="p-3">{row.openSessions}</td>
          </>
        )}
      />
    </>
  );
}

export const ErrorBoundary = UsersErrorBoundary;
