import { describedBy, HintAndError } from "~/components/forms/field-parts";
import type { ShownForm } from "~/lib/forms/form-problem";
import { PanelForm } from "./panel-form";

/** A record's status (an enquiry's, a quote lead's): one radio each, the current one chosen. */
export function StatusForm<Status extends string>({
  values,
  labels,
  status,
  shown,
}: {
  values: readonly Status[];
  labels: Record<Status, string>;
  status: Status;
  shown?: ShownForm;
}) {
  const error = shown?.errors?.status;
  return (
    <PanelForm
      intent="status"
      title="Status"
      order={["status"]}
      shown={shown}
      submitLabel="Save status"
    >
      <fieldset
        className="mt-3 mb-5"
        aria-describedby={describedBy("status-status", undefined, error)}
      >
        <legend className="font-semibold">Set the status</legend>
        <HintAndError id="status-status" error={error} />
        {values.map((value, i) => (
          <label key={value} className="flex min-h-11 items-center gap-3">
            <input
              id={i === 0 ? "status-status" : `status-status-${value}`}
              type="radio"
              name="status"
              value={value}
              defaultChecked={value === status}
              className="size-6 accent-navy-900"
            />
            {labels[value]}
          </label>
        ))}
      </fieldset>
    </PanelForm>
  );
}
