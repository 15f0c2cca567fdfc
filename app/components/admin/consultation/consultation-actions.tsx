import { RadioGroup, SelectField, TextareaField } from "~/components/forms/choice-fields";
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
  reassignTo,
  problem,
  busy,
}: {
  booking: { status: Status; attendance: "attended" | "no-show" | null; lawyer: string | null };
  canRecordAttendance: boolean;
  freeDays: ReadonlyArray<{ date: string; slots: readonly string[] }>;
  /** Lawyers an admin may give the booking to; absent for staff, or when it cannot be given. */
  reassignTo?: ReadonlyArray<{ id: string; name: string }>;
  /** A form shown again; each form takes it only if it was the one sent. */
  problem?: FormProblem;
  busy: boolean;
}) {
  const requested = booking.status === "requested";
  const attendance = bindFields("booking", problemFor(problem, "attendance"), {
    attendance: booking.attendance ?? "",
  });
  const cancel = bindFields("booking", problemFor(problem, "cancel"));
  const reassign = bindFields("booking", problemFor(problem, "reassign"));
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

      {reassignTo && (
        <IntentForm intent="reassign" className={actionPanel}>
          <h3 className="text-xl">Give this booking to another lawyer</h3>
          {reassignTo.length === 0 ? (
            <p className="mt-2">
              No other lawyer who takes this kind of consultation is free at this time. Move the
              booking to a time when one is.
            </p>
          ) : (
            <>
              <p className="mt-2">
                {booking.lawyer
                  ? `Now with ${booking.lawyer}. `
                  : "This booking has no lawyer yet. "}
                The client is e-mailed an updated calendar invite naming the new lawyer, with a new
                link to manage it.
              </p>
              <div className="mt-3">
                <SelectField
                  {...reassign("lawyerId")}
                  label="Lawyer"
                  hint="Only lawyers who cover this consultation and are free at its time are listed."
                  options={reassignTo.map((l) => ({ value: l.id, label: l.name }))}
                />
              </div>
              <button type="submit" disabled={busy} className={primaryButton}>
                Give to this lawyer
              </button>
            </>
          )}
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
