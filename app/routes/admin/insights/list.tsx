import { AdminListHeading } from "~/components/admin/admin-list-heading";
import { AdminTable } from "~/components/admin/admin-table";
import { SiteLink } from "~/components/site-link";
import { adminTitle } from "~/lib/admin/admin-title";
import { requireStaff } from "~/lib/auth/require-user.server";
import { type PracticeAreaSlug, practiceAreaName } from "~/shared/firm/facts";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { formatLongDateAndTime } from "~/shared/time/format";
import type { Route } from "./+types/list";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const now = context.clock.now();
  const rows = await context.services.content.articles.list(now);
  return {
    articles: rows.map((a) => ({
      id: a.id,
      title: a.title,
      slug: a.slug,
      state: a.state,
      status:
        a.state === "draft"
          ? "Draft"
          : a.state === "scheduled" && a.publishedAt
            ? `Scheduled for ${formatLongDateAndTime(a.publishedAt)}`
            : `Published ${a.publishedAt ? formatLongDateAndTime(a.publishedAt) : ""}`,
      practiceArea: practiceAreaName(a.practiceArea as PracticeAreaSlug),
      authorName: a.authorName,
      updated: formatLongDateAndTime(a.updatedAt),
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminTitle(matches, "Insights") },
];

const badge = {
  draft: "bg-stone-200 text-ink",
  scheduled: "bg-navy-100 text-navy-900",
  published: "bg-success-700 text-white",
} as const;

export default function InsightsList({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminListHeading
        title="Insights"
        add={{ to: "/admin/insights/new", label: "Write an article" }}
      />
      <p className="mt-2 text-muted">
        Every article, newest change first. Only published ones appear on the website.
      </p>
      {loaderData.articles.length === 0 ? (
        <p className="mt-6 max-w-3xl">
          {"No articles yet. "}
          <SiteLink to="/admin/insights/new">Write the first one</SiteLink>
          {"; it stays a draft until you publish it."}
        </p>
      ) : (
        <div className="mt-6">
          <AdminTable
            caption={"Articles"}
            columns={["Title", "Status", "Practice area", "Author", "Last changed"]}
          >
            {loaderData.articles.map((a) => (
              <tr key={a.id} className="border-b border-stone-200 align-top">
                <th scope="row" className="p-3 font-normal">
                  <SiteLink to={`/admin/insights/${a.id}`} className="font-semibold">
                    {a.title}
                  </SiteLink>
                  <span className="block text-sm text-muted">{`/insights/${a.slug}`}</span>
                </th>
                <td className="p-3">
                  <span
                    className={`inline-block rounded px-2 py-0.5 text-sm font-semibold ${badge[a.state]}`}
                  >
                    {a.status}
                  </span>
                </td>
                <td className="p-3">{a.practiceArea}</td>
                <td className="p-3">{a.authorName ?? "None"}</td>
                <td className="p-3">{a.updated}</td>
              </tr>
            ))}
          </AdminTable>
        </div>
      )}
    </>
  );
}
