import { SelectField } from "~/components/forms/choice-fields";
import { IntentForm } from "~/components/forms/intent-form";
import { TextField } from "~/components/forms/text-field";
import { bindFields, type ShownForm } from "~/lib/forms/form-problem";
import { capacityPoolNames, poolLabels } from "~/shared/schemas/consultation-filters";
import { availabilityButton, availabilityPanel } from "./panel";

const poolOptions = [
  { value: "all", label: "All meetings" },
  ...capacityPoolNames.map((p) => ({ value: p, label: poolLabels[p] })),
];

/** The dates, times and reason of a block, in the order the form asks for them. */
const blockFields = [
  { name: "startDate", label: "First date", type: "date" },
  {
    name: "endDate",
    label: "Last date (optional)",
    hint: "Leave empty to block one day.",
    type: "date",
  },
  {
    name: "fromTime",
    label: "From time (optional)",
    hint: "Leave both times empty to block whole days. UK time, like 13:00.",
    type: "time",
  },
  { name: "toTime", label: "Until time (optional)", type: "time" },
  { name: "reason", label: "Reason", hint: "For staff, like 'Staff training'.", maxLength: 200 },
];

/**
 * Blocks a day, a run of days, or a time on them, for all meetings or one kind. An admin may
 * also tell visitors why the whole firm is closed: the pages that show the hours announce it.
 */
export function AddBlockForm({ shown, canAnnounce }: { shown?: ShownForm; canAnnounce: boolean }) {
  const field = bindFields("availability", shown, { pool: "all" });
  return (
    <IntentForm intent="add-block" className={availabilityPanel}>
      <h3 className="mb-4 text-xl">Block a date or time</h3>
      <SelectField {...field("pool")} label="Which meetings" options={poolOptions} />
      {blockFields.map(({ name, ...input }) => (
        <TextField key={name} {...field(name)} {...input} />
      ))}
      {canAnnounce ? (
        <TextField
          {...field("publicReason")}
          label="Tell visitors (public reason, optional)"
          hint="Shown on the website while the whole firm is closed, e.g. 'Christmas and New Year'. Leave empty for an internal block."
          maxLength={100}
        />
      ) : (
        <p className="mt-4 max-w-2xl text-muted">
          To tell visitors on the website that the whole firm is closed, ask an admin to add the
          block.
        </p>
      )}
      <button type="submit" className={availabilityButton}>
        Add block
      </button>
    </IntentForm>
  );
}
