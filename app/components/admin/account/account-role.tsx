import { SelectField } from "~/components/forms/choice-fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { ownAccountMessages } from "~/lib/admin/own-account";
import { bindFields, type ShownForm } from "~/lib/forms/form-problem";
import { AdminSection } from "../admin-section";
import { IntentForm } from "../intent-form";

const roleOptions = [
  { value: "staff", label: "Staff" },
  { value: "admin", label: "Administrator" },
  { value: "client", label: "Client (no admin access)" },
];

/** Changing an account's role; an administrator cannot change their own. */
export function AccountRole({
  role,
  isSelf,
  shown,
  busy,
}: {
  role: string;
  isSelf: boolean;
  shown?: ShownForm;
  busy: boolean;
}) {
  const field = bindFields("account", shown, { role });
  return (
    <AdminSection
      id="role-heading"
      title="Role"
      className="rounded-lg border border-stone-200 bg-white p-5"
    >
      {isSelf ? (
        <p className="mt-3">{ownAccountMessages.role}</p>
      ) : (
        <IntentForm intent="role" noValidate className="mt-3" aria-labelledby="role-heading">
          <SelectField
            {...field("role")}
            label="Change role to"
            hint="Changing the role signs them out everywhere, so it applies at once."
            options={roleOptions}
          />
          <SubmitButton busy={busy} busyLabel="Changing role...">
            Change role
          </SubmitButton>
        </IntentForm>
      )}
    </AdminSection>
  );
}
