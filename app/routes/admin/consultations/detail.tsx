import { useNavigation } from "react-router";
import { AdminSection } from "~/components/admin/admin-section";
import { BookingStatusBadge } from "~/components/admin/booking-status-badge";
import { ConsultationActions } from "~/components/admin/consultation/consultation-actions";
import { ConsultationFacts } from "~/components/admin/consultation/consultation-facts";
import { ConsultationHistory } from "~/components/admin/consultation/consultation-history";
import { ConsultationNotes } from "~/components/admin/consultation/consultation-notes";
import { ShownProblem } from "~/components/admin/shown-problem";
import { TodoList } from "~/components/admin/todo-list";
import { SiteLink } from "~/components/site-link";
import { adminTitle } from "~/lib/admin/admin-title";
import { londonDayTime } from "~/lib/admin/booking-format";
import { readAdminPost } from "~/lib/admin/intent-action.server";
import { problemFor } from "~/lib/admin/intent-problem";
import { requireStaff } from "~/lib/auth/require-user.server";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/detail";
import { bookingIdParam, loadConsultation } from "./detail.server";
import { runConsultationAction } from "./detail-actions.server";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireStaff(request, context);
  // A malformed id is a missing page, not a database error.
  return loadConsultation(context, bookingIdParam(params.id), user.role === "admin");
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireStaff(request, context);
  const id = bookingIdParam(params.id);
  return runConsultationAction(await readAdminPost(request, context, user), id);
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  { title: adminTitle(matches, `${data?.booking.reference ?? "Consultation"}`) },
];

const summaryOrder = ["attendance", "lawyerId", "reason", "start", "body"] as const;

export default function ConsultationDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, notes, history, freeDays, canRecordAttendance, todos, reassignTo } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <p>
        <SiteLink to="/admin/consultations">Back to consultations</SiteLink>
      </p>
      <h1 className="mt-2 text-4xl">{`${booking.reference}: ${booking.name}`}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-3">
        <BookingStatusBadge status={booking.status} attendance={booking.attendance} />
        <span>{`${londonDayTime(booking.startsAt)} (UK time)`}</span>
      </p>
      <ShownProblem shown={actionData} idPrefix="booking" order={summaryOrder} className="mt-6" />
      {todos.length > 0 && (
        <AdminSection className="mt-6" id="todos-heading" title="To do">
          <TodoList
            todos={todos}
            back={`/admin/consultations/${booking.id}`}
            linkBookings={false}
          />
        </AdminSection>
      )}
      <ConsultationFacts booking={booking} />
      <ConsultationActions
        booking={booking}
        canRecordAttendance={canRecordAttendance}
        freeDays={freeDays}
        reassignTo={reassignTo}
        problem={actionData}
        busy={busy}
      />
      <ConsultationNotes notes={notes} shown={problemFor(actionData, "note")} busy={busy} />
      <ConsultationHistory booking={booking} history={history} />
    </>
  );
}
