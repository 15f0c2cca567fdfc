import { AdminSection } from "~/components/admin/admin-section";
import { AdminTable } from "~/components/admin/admin-table";
import { BookingTable, toListItem } from "~/components/admin/booking-table";
import { BookingWeeklyChart } from "~/components/admin/booking-weekly-chart";
import { TodoList } from "~/components/admin/todo-list";
import { SiteLink } from "~/components/site-link";
import { adminTitle } from "~/lib/admin/admin-title";
import { londonDayTime } from "~/lib/admin/booking-format";
import { requireStaff } from "~/lib/auth/require-user.server";
import { areaLabel } from "~/shared/booking/facts";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { addDays } from "~/shared/time/calendar";
import { londonDate } from "~/shared/time/london-clock";
import type { Route } from "./+types/dashboard";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireStaff(request, context);
  const now = context.clock.now();
  const [d, todos, newQuoteLeads] = await Promise.all([
    context.services.bookingAdmin.dashboard(now),
    context.services.todos.open(),
    context.services.office.quoteLeads.newCount(),
  ]);
  return {
    todos: todos.map((t) => ({ id: t.id, summary: t.summary, booking: t.booking })),
    firstName: user.name.split(" ")[0] ?? user.name,
    today: londonDate(now),
    todays: d.today.map(toListItem),
    week: d.thisWeek.map(toListItem),
    weekStart: d.chart.weeks.at(-1) ?? londonDate(now),
    requests: d.requests.map(toListItem),
    enquiries: {
      total: d.newEnquiries.total,
      latest: d.newEnquiries.latest.map((e) => ({
        id: e.id,
        reference: e.reference,
        name: e.name,
        area: areaLabel(e.practiceArea),
        at: e.createdAt.toISOString(),
      })),
    },
    newQuoteLeads,
    mail: {
      total: d.mailFailures.total,
      latest: d.mailFailures.latest.map((m) => ({
        id: m.id,
        subject: m.subject,
        lastError: m.lastError,
        attempts: m.attempts,
      })),
    },
    chart: d.chart,
    weekByLawyer: d.weekByLawyer,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminTitle(matches, "Dashboard") },
];

export default function Dashboard({ loaderData: d }: Route.ComponentProps) {
  const weekEnd = addDays(d.weekStart, 6);
  return (
    <>
      <h1 className="text-4xl">{`Welcome, ${d.firstName}`}</h1>
      <p className="mt-2">Your dashboard: what is booked and what is waiting. Times are UK time.</p>

      <ul className="mt-6 grid max-w-5xl gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {[
          {
            to: `/admin/consultations?from=${d.today}&to=${d.today}`,
            count: d.todays.length,
            what: "consultations today",
          },
          { to: "/admin/consultations/week", count: d.week.length, what: "this week" },
          { to: "/admin/enquiries?status=new", count: d.enquiries.total, what: "new enquiries" },
          { to: "/admin/leads", count: d.newQuoteLeads, what: "new quote leads" },
          { to: "/admin/mail?status=failed", count: d.mail.total, what: "failed e-mails" },
        ].map((tile) => (
          <li key={tile.to} className="rounded-lg border border-stone-200 bg-white p-4">
            <SiteLink to={tile.to} className="font-semibold">
              <span className="block text-3xl">{tile.count}</span>
              {` ${tile.what}`}
            </SiteLink>
          </li>
        ))}
      </ul>

      {d.todos.length > 0 && (
        <AdminSection className="mt-10" id="todos-heading" title="To do">
          <TodoList todos={d.todos} back="/admin" />
        </AdminSection>
      )}

      {[
        {
          id: "today-heading",
          title: "Today's consultations",
          caption: "Today's consultations",
          rows: d.todays,
          empty: (
            <>
              {"No consultations today. "}
              <SiteLink to="/admin/consultations/week">See the week ahead</SiteLink>
            </>
          ),
        },
        {
          id: "requests-heading",
          title: "Saturday requests to confirm",
          caption: "Saturday requests awaiting confirmation",
          rows: d.requests,
          empty:
            "No Saturday requests are waiting. Requests made on the booking page appear here for you to confirm or decline.",
        },
        {
          id: "week-heading",
          title: "This week",
          caption: "This week's consultations",
          rows: d.week,
          empty: "No consultations this week.",
          more: (
            <p className="mt-3">
              <SiteLink to={`/admin/consultations?from=${d.weekStart}&to=${weekEnd}`}>
                This week in the consultations list
              </SiteLink>
            </p>
          ),
        },
      ].map(({ id, title, more, ...table }) => (
        <AdminSection key={id} className="mt-10" id={id} title={title}>
          <BookingTable {...table} />
          {more}
        </AdminSection>
      ))}

      {d.weekByLawyer.length > 0 && (
        <AdminSection className="mt-10" id="lawyers-heading" title="This week by lawyer">
          <AdminTable
            caption="This week's consultations by lawyer"
            columns={["Lawyer", "Consultations"]}
            className="mt-3 max-w-xl"
            headerCellClassName="px-3 py-2"
          >
            {d.weekByLawyer.map((row) => (
              <tr key={row.lawyer?.id ?? "none"} className="border-b border-stone-200">
                <th scope="row" className="px-3 py-2 font-normal">
                  <SiteLink
                    to={`/admin/consultations?from=${d.weekStart}&to=${weekEnd}&lawyer=${row.lawyer?.id ?? "none"}`}
                  >
                    {row.lawyer?.name ?? "No lawyer yet"}
                  </SiteLink>
                </th>
                <td className="px-3 py-2">{row.count}</td>
              </tr>
            ))}
          </AdminTable>
        </AdminSection>
      )}

      <AdminSection className="mt-10" id="enquiries-heading" title="New enquiries">
        {d.enquiries.latest.length === 0 ? (
          <p className="mt-2">
            No new enquiries. Messages sent through the website's contact form appear here.
          </p>
        ) : (
          <ul className="mt-2 space-y-2">
            {d.enquiries.latest.map((e) => (
              <li key={e.id}>
                <SiteLink to={`/admin/enquiries/${e.id}`}>{`${e.reference}: ${e.name}`}</SiteLink>
                {` (${e.area}, ${londonDayTime(e.at)})`}
              </li>
            ))}
          </ul>
        )}
        {d.enquiries.total > d.enquiries.latest.length && (
          <p className="mt-2">
            <SiteLink to="/admin/enquiries?status=new">{`All ${d.enquiries.total} new enquiries`}</SiteLink>
          </p>
        )}
      </AdminSection>

      <AdminSection className="mt-10" id="mail-heading" title="E-mails that failed">
        {d.mail.latest.length === 0 ? (
          <p className="mt-2">No e-mails have failed.</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {d.mail.latest.map((m) => (
              <li key={m.id}>
                <span className="font-semibold">{m.subject}</span>
                {` (${m.attempts} attempts${m.lastError ? `: ${m.lastError}` : ""})`}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-2">
          <SiteLink to="/admin/mail?status=failed">Failed e-mails in the outbox, to retry</SiteLink>
        </p>
      </AdminSection>

      <AdminSection className="mt-10" id="chart-heading" title="Bookings per week">
        <BookingWeeklyChart data={d.chart} />
      </AdminSection>
    </>
  );
}
