import { SelectField } from "~/components/forms/choice-fields";
import { IntentForm } from "~/components/forms/intent-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { ownAccountMessages } from "~/lib/admin/own-account";
import { bindFields, type ShownForm } from "~/lib/forms/form-problem";
import { useSubmittingIntent } from "../use-submitting-intent";
import { AccountPanel } from "./account-panel";

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
}: {
  role: string;
  isSelf: boolean;
  shown?: ShownForm;
}) {
  const field = bindFields("account", shown, { role });
  return (
    <AccountPanel
      id="role-heading"
      title="Role"
      ownAccount={isSelf ? ownAccountMessages.role : undefined}
    >
      <IntentForm intent="role" noValidate className="mt-3" aria-labelledby="role-heading">
        <SelectField
          {...field("role")}
          label="Change role to"
          hint="Changing the role signs them out everywhere, so it applies at once."
          options={roleOptions}
        />
        <SubmitButton busy={useSubmittingIntent() === "role"} busyLabel="Changing role...">
          Change role
        </SubmitButton>
      </IntentForm>
    </AccountPanel>
  );
}
