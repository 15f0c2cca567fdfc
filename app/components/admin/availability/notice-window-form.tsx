import { RadioGroup } from "~/components/forms/choice-fields";
import { IntentForm } from "~/components/forms/intent-form";
import { TextField } from "~/components/forms/text-field";
import { bindFields, type ShownForm } from "~/lib/forms/form-problem";
import { AdminSection } from "../admin-section";
import { availabilityButton, availabilityPanel } from "./panel";

const noticeUnits = [
  { value: "hours", label: "Hours" },
  { value: "minutes", label: "Minutes" },
];

/** The shortest notice before a booking (in hours when it is whole hours) and how far ahead. */
export function NoticeWindowForm({
  rules,
  shown,
}: {
  rules: { minimumNoticeMinutes: number; maxDaysAhead: number };
  shown?: ShownForm;
}) {
  const inHours = rules.minimumNoticeMinutes % 60 === 0;
  const field = bindFields("availability", shown, {
    notice: String(inHours ? rules.minimumNoticeMinutes / 60 : rules.minimumNoticeMinutes),
    noticeUnit: inHours ? "hours" : "minutes",
    windowDays: String(rules.maxDaysAhead),
  });
  return (
    <AdminSection id="rules-heading" title="Notice and booking window" className="mt-10">
      <IntentForm intent="settings" className={availabilityPanel}>
        <TextField
          {...field("notice")}
          label="Minimum notice"
          hint="The shortest time between booking and the consultation."
          inputMode="numeric"
          className="max-w-32!"
        />
        <RadioGroup {...field("noticeUnit")} label="Minimum notice is in" options={noticeUnits} />
        <TextField
          {...field("windowDays")}
          label="Booking window, in days"
          hint="How far ahead people can book (1 to 365)."
          inputMode="numeric"
          className="max-w-32!"
        />
        <button type="submit" className={availabilityButton}>
          Save notice and window
        </button>
      </IntentForm>
    </AdminSection>
  );
}
