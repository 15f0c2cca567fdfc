import { RadioGroup, TextareaField } from "~/components/forms/choice-fields";
import { IntentForm } from "~/components/forms/intent-form";
import { attendanceLabels } from "~/lib/admin/booking-format";
import { problemFor } from "~/lib/admin/intent-problem";
import { bindFields, type FormProblem } from "~/lib/forms/form-problem";
import { AdminSection } from "../admin-section";
import { actionPanel, primaryButton, secondaryButton } from "./buttons";
import { RescheduleForm } from "./reschedule-form";

const attendanceOptions = Object.entries(attendanceLabels).map(([value, label]) => ({
  value,
  label,
}));

type Status = "confirmed" | "requested" | "cancelled";

/**
 * What staff can do with the booking now: confirm a Saturday request, record attendance, move
 * it, cancel or decline it. Each is a form of its own; only the ones that apply are shown.
 */
export function ConsultationActions({
  booking,
  canRecordAttendance,
  freeDays,
  problem,
  busy,
}: {
  booking: { status: Status; attendance: "attended" | "no-show" | null };
  canRecordAttendance: boolean;
  freeDays: ReadonlyArray<{ date: string; slots: readonly string[] }>;
  /** A form shown again; each form takes it only if it was the one sent. */
  problem?: FormProblem;
  busy: boolean;
}) {
  const requested = booking.status === "requested";
  const attendance = bindFields("booking", problemFor(problem, "attendance"), {
    attendance: booking.attendance ?? "",
  });
  const cancel = bindFields("booking", problemFor(problem, "cancel"));
  return (
    <AdminSection id="actions-heading" title="Actions" className="mt-10 max-w-3xl">
      {requested && (
        <IntentForm intent="confirm" className={actionPanel}>
          <h3 className="text-xl">Confirm this Saturday request</h3>
          <p className="mt-2">
            Takes a free place at this time and e-mails the client a confirmation with a calendar
            invite.
          </p>
          <button type="submit" disabled={busy} className={`${primaryButton} mt-4`}>
            Confirm request
          </button>
        </IntentForm>
      )}

      {canRecordAttendance && (
        <IntentForm intent="attendance" className={actionPanel}>
          <RadioGroup
            {...attendance("attendance")}
            label="Did the client attend?"
            options={attendanceOptions}
          />
          <button type="submit" disabled={busy} className={primaryButton}>
            Save attendance
          </button>
        </IntentForm>
      )}

      {booking.status === "confirmed" && (
        <RescheduleForm freeDays={freeDays} shown={problemFor(problem, "reschedule")} busy={busy} />
      )}

      {booking.status !== "cancelled" && (
        <IntentForm intent="cancel" className={actionPanel}>
          <h3 className="text-xl">{requested ? "Decline this request" : "Cancel this booking"}</h3>
          <div className="mt-3">
            <TextareaField
              {...cancel("reason")}
              label="Reason"
              hint="The client sees this in the e-mail we send them."
              rows={3}
              maxLength={500}
            />
          </div>
          <button type="submit" disabled={busy} className={secondaryButton}>
            {requested ? "Decline request" : "Cancel booking"}
          </button>
        </IntentForm>
      )}
    </AdminSection>
  );
}
