import { describedBy, HintAndError } from "~/components/forms/field-parts";
import { type EnquiryStatus, enquiryStatusLabels } from "~/lib/admin/enquiry-status";
import type { ShownForm } from "~/lib/forms/form-problem";
import { enquiryStatusValues } from "~/shared/schemas/office-admin";
import { PanelForm } from "../panel-form";

/** New, in progress or closed: one radio each, the current status chosen. */
export function EnquiryStatusForm({ status, shown }: { status: EnquiryStatus; shown?: ShownForm }) {
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
        {enquiryStatusValues.map((value, i) => (
          <label key={value} className="flex min-h-11 items-center gap-3">
            <input
              id={i === 0 ? "status-status" : `status-status-${value}`}
              type="radio"
              name="status"
              value={value}
              defaultChecked={value === status}
              className="size-6 accent-navy-900"
            />
            {enquiryStatusLabels[value]}
          </label>
        ))}
      </fieldset>
    </PanelForm>
  );
}
