import { useNavigation } from "react-router";
import { ColleagueEmailField } from "~/components/admin/colleague-email-field";
import { EditorPage } from "~/components/admin/editor-page";
import { UsersErrorBoundary } from "~/components/admin/users-error-boundary";
import { RadioGroup } from "~/components/forms/choice-fields";
import { ErrorSummary } from "~/components/forms/error-summary";
import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { adminTitle } from "~/lib/admin/admin-title";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { requireAdmin } from "~/lib/auth/require-user.server";
import { parseSubmission, readSubmission, showFormAgain } from "~/lib/forms/form-action.server";
import { bindFields } from "~/lib/forms/form-problem";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { createStaffForm } from "~/shared/schemas/office-admin";
import type { Route } from "./+types/new-staff";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(request, context);
  const submission = await readSubmission(request, "uncut");
  const parsed = parseSubmission(submission, createStaffForm);
  if (!parsed.success) return parsed.response;
  const result = await context.services.office.invitations.createStaff(admin, parsed.data);
  if (result.kind === "email-taken") {
    return showFormAgain(submission, {
      errors: { email: "There is already an account with this e-mail address" },
      status: 409,
    });
  }
  return redirectWithNotice(
    `/admin/users/${result.user.id}`,
    `Account created. We've e-mailed ${result.user.name} a link to set a password.`,
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminTitle(matches, "Add a member of staff") },
];

export default function NewStaff({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const field = bindFields("staff", actionData, { role: "staff" });
  return (
    <EditorPage
      back={{ to: "/admin/users", label: "Back to users" }}
      title="Add a member of staff"
      intro={
        <p className="mt-3 max-w-2xl">
          They get an e-mail with a link to choose their own password. The link works once, for 72
          hours.
        </p>
      }
    >
      <div className="mt-6 max-w-2xl">
        <ErrorSummary
          errors={actionData?.errors ?? {}}
          order={["name", "email", "role"]}
          idPrefix="staff"
          formError={actionData?.formError || undefined}
        />
        <SiteForm method="post" noValidate aria-label="Add a member of staff">
          <TextField {...field("name")} label="Full name" autoComplete="off" />
          <ColleagueEmailField
            {...field("email")}
            hint="Their work address. The link to set a password goes here."
          />
          <RadioGroup
            {...field("role")}
            label="Role"
            hint="Administrators can also manage users."
            options={[
              { value: "staff", label: "Staff" },
              { value: "admin", label: "Administrator" },
            ]}
          />
          <SubmitButton busy={navigation.state === "submitting"} busyLabel="Creating account...">
            Create account and send link
          </SubmitButton>
        </SiteForm>
      </div>
    </EditorPage>
  );
}

export const ErrorBoundary = UsersErrorBoundary;
