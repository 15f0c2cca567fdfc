import { bindFields, type ShownForm } from "~/lib/forms/form-problem";
import { AdminSelect } from "../admin-select";
import { PanelForm } from "../panel-form";

/** Who looks after the enquiry: any member of staff, or nobody. */
export function EnquiryAssignForm({
  assignedTo,
  assignees,
  shown,
}: {
  assignedTo: string | null;
  assignees: ReadonlyArray<{ id: string; name: string }>;
  shown?: ShownForm;
}) {
  const assignee = bindFields("assign", shown, { assignee: assignedTo ?? "" })("assignee");
  return (
    <PanelForm
      intent="assign"
      title="Assigned to"
      order={["assignee"]}
      shown={shown}
      submitLabel="Save assignment"
      className="mt-6"
    >
      <AdminSelect
        {...assignee}
        label="Member of staff"
        emptyLabel="Unassigned"
        options={assignees.map((person) => ({ value: person.id, label: person.name }))}
        className={`mt-3 mb-5 ${assignee.error ? "border-l-4 border-error-700 pl-4" : ""}`}
        widthClass="max-w-md"
      />
    </PanelForm>
  );
}
