import { type EnquiryStatus, enquiryStatusLabels } from "~/lib/admin/enquiry-status";
import type { ShownForm } from "~/lib/forms/form-problem";
import { enquiryStatusValues } from "~/shared/schemas/office-admin";
import { StatusForm } from "../status-form";

/** New, in progress or closed: one radio each, the current status chosen. */
export function EnquiryStatusForm({ status, shown }: { status: EnquiryStatus; shown?: ShownForm }) {
  return (
    <StatusForm
      values={enquiryStatusValues}
      labels={enquiryStatusLabels}
      status={status}
      shown={shown}
    />
  );
}
