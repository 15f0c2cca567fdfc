import { IntentForm } from "~/components/forms/intent-form";
import { londonDayTime } from "~/lib/admin/booking-format";
import { bindFields, type ShownForm } from "~/lib/forms/form-problem";
import { formatShortDate } from "~/shared/time/format";
import { actionPanel, secondaryButton } from "./buttons";

/** Moving a confirmed booking to a free time in the next three weeks, grouped by day. */
export function RescheduleForm({
  freeDays,
  shown,
  busy,
}: {
  freeDays: ReadonlyArray<{ date: string; slots: readonly string[] }>;
  shown?: ShownForm;
  busy: boolean;
}) {
  const { defaultValue, error } = bindFields("booking", shown)("start");
  return (
    <IntentForm intent="reschedule" className={actionPanel}>
      <h3 className="text-xl">Move to another time</h3>
      {freeDays.length === 0 ? (
        <p className="mt-2">There are no free times in the next three weeks.</p>
      ) : (
        <>
          <div className={`mt-3 mb-5 ${error ? "border-l-4 border-error-700 pl-4" : ""}`}>
            <label htmlFor="booking-start" className="block font-semibold">
              New time (UK time)
            </label>
            <p id="booking-start-hint" className="text-muted">
              The client is e-mailed the new time with an updated calendar invite.
            </p>
            {error && (
              <p id="booking-start-error" className="font-semibold text-error-700">
                <span className="sr-only">Error: </span>
                {error}
              </p>
            )}
            <select
              id="booking-start"
              name="start"
              defaultValue={defaultValue}
              aria-describedby={`booking-start-hint${error ? " booking-start-error" : ""}`}
              className="mt-1 block min-h-12 w-full max-w-md rounded-md border-2 border-ink bg-white px-3 py-2"
            >
              <option value="">Choose a time</option>
              {freeDays.map((day) => (
                <optgroup key={day.date} label={formatShortDate(day.date)}>
                  {day.slots.map((s) => (
                    <option key={s} value={s}>
                      {londonDayTime(s)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
          <button type="submit" disabled={busy} className={secondaryButton}>
            Move booking
          </button>
        </>
      )}
    </IntentForm>
  );
}
