import { Link } from "react-router";
import { AdminTable } from "~/components/admin/admin-table";
import { OfficePagination } from "~/components/admin/office-pagination";
import { UsersErrorBoundary } from "~/components/admin/users-error-boundary";
import { formatDateTime, plural } from "~/lib/admin/office-format";
import { OFFICE_PAGE_SIZE, pageFrom } from "~/lib/admin/office-paging";
import { requireAdmin } from "~/lib/auth/require-user.server";
import type { Route } from "./+types/accounts";

const roleNames = { admin: "Administrator", staff: "Staff", client: "Client" } as const;
const groups = [
  { value: "team", label: "Staff and administrators", to: "/admin/users" },
  { value: "clients", label: "Clients", to: "/admin/users?group=clients" },
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

export const meta: Route.MetaFunction = () => [{ title: "Users | Carrow & Hale admin" }];

export default function Accounts({ loaderData }: Route.ComponentProps) {
  const { group, rows, total, page } = loaderData;
  const groupLabel = groups.find((g) => g.value === group)?.label ?? "";
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-4xl">Users</h1>
        <Link
          to="/admin/users/new"
          className="inline-flex min-h-12 items-center rounded-md bg-accent-700 px-5 py-2.5 font-semibold text-white no-underline hover:bg-accent-800"
        >
          Add a member of staff
        </Link>
      </div>
      <nav aria-label="Users by kind" className="mt-6 border-b-2 border-stone-200">
        <ul className="flex flex-wrap gap-1">
          {groups.map((g) => (
            <li key={g.value}>
              <Link
                to={g.to}
                aria-current={g.value === group ? "page" : undefined}
                className={`-mb-0.5 inline-flex min-h-11 items-center border-b-4 px-4 py-2 font-semibold no-underline ${
                  g.value === group
                    ? "border-navy-900 text-ink"
                    : "border-transparent text-navy-900 hover:underline"
                }`}
              >
                {g.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-4 text-muted">
        Last signed in comes from open sessions: after someone signs out, their earlier sign-ins are
        not kept.
      </p>
      {rows.length === 0 ? (
        <p className="mt-6">No accounts here yet.</p>
      ) : (
        <div className="mt-4">
          <AdminTable
            caption={`${groupLabel}: ${plural(total, "account")}`}
            columns={["Name", "E-mail", "Role", "Status", "Last signed in", "Open sessions"]}
          >
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-stone-200">
                <td className="p-3">
                  <Link to={`/admin/users/${row.id}`} className="font-semibold">
                    {row.name}
                  </Link>
                </td>
                <td className="break-all p-3">{row.email}</td>
                <td className="p-3">{roleNames[row.role]}</td>
                <td className="p-3">{row.state}</td>
                <td className="p-3">
                  {row.lastSignIn ? formatDateTime(row.lastSignIn) : "Not known"}
                </td>
                <td className="p-3">{row.openSessions}</td>
              </tr>
            ))}
          </AdminTable>
        </div>
      )}
      <OfficePagination page={page} pageSize={OFFICE_PAGE_SIZE} total={total} label="Users pages" />
    </>
  );
}

export const ErrorBoundary = UsersErrorBoundary;
