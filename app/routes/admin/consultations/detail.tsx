import { Link, useNavigation } from "react-router";
import { BookingStatusBadge } from "~/components/admin/booking-status-badge";
import { ConsultationActions } from "~/components/admin/consultation/consultation-actions";
import { ConsultationFacts } from "~/components/admin/consultation/consultation-facts";
import { ConsultationHistory } from "~/components/admin/consultation/consultation-history";
import { ConsultationNotes } from "~/components/admin/consultation/consultation-notes";
import { ErrorSummary } from "~/components/forms/error-summary";
import { londonDayTime } from "~/lib/admin/booking-format";
import { problemFor } from "~/lib/admin/intent-problem";
import { requireStaff } from "~/lib/auth/require-user.server";
import type { Route } from "./+types/detail";
import { bookingIdParam, loadConsultation } from "./detail.server";
import { runConsultationAction } from "./detail-actions.server";

export function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaff(request, context);
  // A malformed id is a missing page, not a database error.
  return loadConsultation(context, bookingIdParam(params.id));
}

export function action({ request, context, params }: Route.ActionArgs) {
  const user = requireStaff(request, context);
  return runConsultationAction(context, user, bookingIdParam(params.id), request);
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.booking.reference ?? "Consultation"} | Admin` },
];

const summaryOrder = ["attendance", "reason", "start", "body"] as const;

export default function ConsultationDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, notes, history, freeDays, canRecordAttendance } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <p>
        <Link to="/admin/consultations">Back to consultations</Link>
      </p>
      <h1 className="mt-2 text-4xl">{`${booking.reference}: ${booking.name}`}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-3">
        <BookingStatusBadge status={booking.status} attendance={booking.attendance} />
        <span>{`${londonDayTime(booking.startsAt)} (UK time)`}</span>
      </p>
      {actionData && (
        <div className="mt-6">
          <ErrorSummary
            idPrefix="booking"
            errors={actionData.errors}
            order={summaryOrder}
            formError={actionData.formError}
          />
        </div>
      )}
      <ConsultationFacts booking={booking} />
      <ConsultationActions
        booking={booking}
        canRecordAttendance={canRecordAttendance}
        freeDays={freeDays}
        problem={actionData}
        busy={busy}
      />
      <ConsultationNotes notes={notes} shown={problemFor(actionData, "note")} busy={busy} />
      <ConsultationHistory booking={booking} history={history} />
    </>
  );
}
