import type { AppLoadContext } from "react-router";
import { AdminSection } from "~/components/admin/admin-section";
import { type DiaryRow, DiaryTable } from "~/components/admin/diary-table";
import { SiteLink } from "~/components/site-link";
import { adminTitle } from "~/lib/admin/admin-title";
import { requireStaff } from "~/lib/auth/require-user.server";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { addDays, mondayOf } from "~/shared/time/calendar";
import { formatLongDate, formatShortDate, formatTime } from "~/shared/time/format";
import { londonDate } from "~/shared/time/london-clock";
import { isCalendarDate } from "~/shared/time/parse";
import type { Route } from "./+types/my-diary";

type DiaryBooking = Awaited<
  ReturnType<AppLoadContext["services"]["lawyers"]["diary"]>
>["mine"][number];

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

/** /admin/my-day and /admin/my-week: one module, told apart by the address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireStaff(request, context);
  const url = new URL(request.url);
  const view = url.pathname.endsWith("/my-week") ? ("week" as const) : ("day" as const);
  const asked = url.searchParams.get("date") ?? "";
  const date = isCalendarDate(asked) ? asked : londonDate(context.clock.now());
  const from = view === "week" ? mondayOf(date) : date;
  const days = view === "week" ? 7 : 1;
  const diary = await context.services.lawyers.diary(user.id, from, addDays(from, days));
  const row = (b: DiaryBooking): DiaryRow => ({
    id: b.id,
    reference: b.reference,
    name: b.name,
    when:
      view === "week"
        ? `${formatShortDate(b.startsAt)}, ${formatTime(b.startsAt)}`
        : formatTime(b.startsAt),
    meetingType: b.meetingType,
    lawyer: b.lawyer?.name ?? null,
    requested: b.status === "requested",
  });
  return {
    view,
    from,
    days,
    me: diary.me,
    mine: diary.mine.map(row),
    others: diary.others.map((g) => ({
      lawyer: g.lawyer,
      rows: g.bookings.map(row),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: adminTitle(matches, loaderData?.view === "week" ? "My week" : "My day") },
];

export default function MyDiary({ loaderData }: Route.ComponentProps) {
  const { view, from, days, me, mine, others } = loaderData;
  const here = view === "week" ? "/admin/my-week" : "/admin/my-day";
  const period = view === "week" ? `Week beginning ${formatLongDate(from)}` : formatLongDate(from);
  return (
    <>
      <h1 className="text-4xl">{view === "week" ? "My week" : "My day"}</h1>
      <p className="mt-2 text-lg">{period} (UK time)</p>
      <nav aria-label="Diary" className="mt-4 flex flex-wrap items-center gap-6">
        <SiteLink to={`${here}?date=${addDays(from, -days)}`} rel="prev">
          {view === "week" ? "Previous week" : "Previous day"}
        </SiteLink>
        <SiteLink to={here}>{view === "week" ? "This week" : "Today"}</SiteLink>
        <SiteLink to={`${here}?date=${addDays(from, days)}`} rel="next">
          {view === "week" ? "Next week" : "Next day"}
        </SiteLink>
        <SiteLink
          to={view === "week" ? `/admin/my-day?date=${from}` : `/admin/my-week?date=${from}`}
        >
          {view === "week" ? "My day" : "My week"}
        </SiteLink>
        {me && <SiteLink to={`/admin/team/${me.id}/days-away`}>My days away</SiteLink>}
        {me && <SiteLink to={`/admin/team/${me.id}/calendar-feed`}>My calendar feed</SiteLink>}
      </nav>
      {me ? (
        <AdminSection id="mine-heading" title="My consultations" className="mt-8">
          {mine.length === 0 ? (
            <p className="mt-3">None {view === "week" ? "this week" : "on this day"}.</p>
          ) : (
            <DiaryTable caption={`${me.name}'s consultations`} rows={mine} />
          )}
        </AdminSection>
      ) : (
        <p className="mt-8 max-w-2xl">
          Your account is not linked to a lawyer, so this shows the firm's consultations. An admin
          can link it on the lawyer's consultation settings.
        </p>
      )}
      <AdminSection
        id="firm-heading"
        title={me ? "The rest of the firm" : "The firm's consultations"}
        className="mt-10"
      >
        {others.length === 0 ? (
          <p className="mt-3">
            No other consultations {view === "week" ? "this week" : "on this day"}.
          </p>
        ) : (
          others.map((g) => (
            <div key={g.lawyer?.id ?? "none"} className="mt-6">
              <h3 className="text-xl">{g.lawyer?.name ?? "No lawyer yet"}</h3>
              <DiaryTable
                caption={`${g.lawyer?.name ?? "Consultations without a lawyer"}: consultations`}
                rows={g.rows}
              />
            </div>
          ))
        )}
      </AdminSection>
    </>
  );
}
