import { useNavigation } from "react-router";
import { CheckboxField, RadioGroup } from "~/components/forms/choice-fields";
import { LabelledField, SelectControl } from "~/components/forms/field-parts";
import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { bindFields, type ShownForm } from "~/lib/forms/form-problem";
import { meetingTypeLabels, meetingTypes } from "~/shared/booking/options";
import { type TimeWindow, type Weekday, weekdayNames, weekdays } from "~/shared/firm/facts";
import { windowText } from "~/shared/firm/office-hours";
import { lawyerHoursField } from "~/shared/schemas/lawyer-admin";
import { CheckboxChoices } from "../checkbox-choices";
import { ColumnHeads } from "../column-heads";
import { TimeCell } from "../hours/hours-cells";

const meetingOptions = meetingTypes.map((t) => ({ value: t, label: meetingTypeLabels[t] }));

const hoursModes = [
  { value: "firm", label: "The firm's consultation hours" },
  { value: "own", label: "Their own times, set below" },
];

export interface LawyerFormProps {
  shown: ShownForm;
  stored: Record<string, string>;
  version: number;
  firmHours: Record<Weekday, TimeWindow | null>;
  /** Staff and admin accounts that may be linked; undefined for staff, who cannot link one. */
  accounts?: ReadonlyArray<{ id: string; name: string; email: string }>;
}

/** A team member's consultation settings: whether, how, when, their video room, their account. */
export function LawyerSettingsForm({
  shown,
  stored,
  version,
  firmHours,
  accounts,
}: LawyerFormProps) {
  const field = bindFields("lawyer", shown, stored);
  const busy = useNavigation().state === "submitting";
  return (
    <SiteForm method="post" noValidate aria-label="Consultation settings" className="max-w-3xl">
      {/* The version this form began from, kept through errors: a save over someone else's
          later one is refused. */}
      <input type="hidden" name="version" value={shown?.values?.version ?? String(version)} />
      <CheckboxField {...field("takesConsultations")}>
        Takes free consultations: clients can be booked with them
      </CheckboxField>
      <CheckboxChoices
        {...field("meetingTypes")}
        legend="Ways they meet clients"
        hint="Clients choosing one of these can be given this lawyer."
        options={meetingOptions}
      />
      <RadioGroup
        {...field("hoursMode")}
        label="Consultation hours"
        hint="Their own times always fall inside the firm's consultation hours. Leave both times empty on a day they take none."
        options={hoursModes}
      />
      <table className="stacked-table mb-6 border-collapse bg-white text-left">
        <caption className="mb-2 text-left font-semibold">Their own times</caption>
        <ColumnHeads names={["Day", "The firm's hours", "First starts", "Last ends"]} />
        <tbody>
          {weekdays.map((day) => {
            const name = weekdayNames[day];
            const firm = firmHours[day];
            return (
              <tr key={day} className="border-b border-stone-200">
                <th scope="row" className="px-2 py-2 align-top font-semibold">
                  {name}
                </th>
                <td className="px-2 py-2 align-top">{firm ? windowText(firm) : "None"}</td>
                <TimeCell
                  {...field(lawyerHoursField.opens(day))}
                  label={`${name} from`}
                  step={1800}
                  column="First starts"
                />
                <TimeCell
                  {...field(lawyerHoursField.closes(day))}
                  label={`${name} until`}
                  step={1800}
                  column="Last ends"
                />
              </tr>
            );
          })}
        </tbody>
      </table>
      <TextField
        {...field("videoRoomUrl")}
        type="url"
        label="Their own video room (optional)"
        hint="A fixed Teams or Zoom address with a lobby, starting https://. Left empty, each video consultation gets a room of its own."
        className="max-w-2xl"
      />
      {accounts && (
        <LabelledField
          id="lawyer-userId"
          label="Their staff account"
          hint="The account this person signs in with: they then see their own diary and enter their own days away."
          error={field("userId").error}
        >
          <SelectControl
            {...field("userId")}
            hint="hint"
            options={accounts.map((a) => ({ value: a.id, label: `${a.name} (${a.email})` }))}
            empty="Not linked"
            className="mt-1 block min-h-12 w-full max-w-md rounded-md border-2 border-ink bg-white px-3 py-2"
          />
        </LabelledField>
      )}
      <SubmitButton busy={busy} busyLabel="Saving...">
        Save consultation settings
      </SubmitButton>
    </SiteForm>
  );
}
