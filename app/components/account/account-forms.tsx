import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { ErrorSummary } from "~/components/forms/error-summary";
import { IntentForm } from "~/components/forms/intent-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { EmailField, PasswordField, TextField } from "~/components/forms/text-field";
import { bindFields, type FormProblem } from "~/lib/forms/form-problem";
import type { AccountIntent } from "~/shared/schemas/account";
import { PASSWORD_MIN_LENGTH } from "~/shared/schemas/auth";
import { AccountSection } from "./account-section";

/** An action's answer for one of the page's forms: the problem it is drawn with, if it is this form's. */
export type AccountProblem = FormProblem & { intent: AccountIntent };

export function problemFor(intent: AccountIntent, answer: unknown): AccountProblem | undefined {
  const problem = answer as Partial<AccountProblem> | undefined;
  return problem?.ok === false && problem.intent === intent
    ? (problem as AccountProblem)
    : undefined;
}

/** One of the page's small forms: its own heading, error summary and intent. */
export function AccountForm({
  intent,
  heading,
  problem,
  order,
  submit,
  variant,
  children,
}: {
  intent: AccountIntent;
  heading: string;
  problem: AccountProblem | undefined;
  order: readonly string[];
  submit: string;
  variant?: "primary" | "destructive" | "destructive-secondary";
  children?: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const id = `account-${intent}`;
  return (
    <AccountSection id={id} heading={heading} level={3} className="mt-8">
      <ErrorSummary
        errors={problem?.errors ?? {}}
        order={order}
        idPrefix={id}
        formError={problem?.formError}
      />
      <IntentForm intent={intent} noValidate aria-labelledby={`${id}-heading`} className="mt-3">
        {children}
        <SubmitButton busy={busy} variant={variant}>
          {submit}
        </SubmitButton>
      </IntentForm>
    </AccountSection>
  );
}

export function DetailsForms({
  user,
  answer,
}: {
  user: { name: string; email: string; phone: string | null };
  answer: unknown;
}) {
  const details = problemFor("details", answer);
  const email = problemFor("email", answer);
  const password = problemFor("password", answer);
  const detailsField = bindFields("account-details", details, {
    name: user.name,
    phone: user.phone ?? "",
  });
  const emailField = bindFields("account-email", email);
  const passwordField = bindFields("account-password", password);
  return (
    <>
      <AccountForm
        intent="details"
        heading="Name and phone"
        problem={details}
        order={["name", "phone"]}
        submit="Save name and phone"
      >
        <TextField {...detailsField("name")} label="Full name" autoComplete="name" />
        <TextField
          {...detailsField("phone")}
          label="Phone number (optional)"
          type="tel"
          autoComplete="tel"
        />
      </AccountForm>
      <AccountForm
        intent="email"
        heading="E-mail address"
        problem={email}
        order={["email", "password"]}
        submit="Send a confirmation link"
      >
        <p className="mb-4">
          {"Now "}
          <strong className="break-all">{user.email}</strong>
          {". We send a link to the new address, and change it only when you use the link."}
        </p>
        <EmailField {...emailField("email")} label="New e-mail address" />
        <PasswordField
          {...emailField("password")}
          label="Your password"
          autoComplete="current-password"
        />
      </AccountForm>
      <AccountForm
        intent="password"
        heading="Password"
        problem={password}
        order={["currentPassword", "password"]}
        submit="Change password"
      >
        <input type="hidden" name="username" autoComplete="username" value={user.email} />
        <PasswordField
          {...passwordField("currentPassword")}
          label="Current password"
          autoComplete="current-password"
        />
        <PasswordField
          {...passwordField("password")}
          label="New password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. Changing it signs you out on every other device.`}
          autoComplete="new-password"
        />
      </AccountForm>
    </>
  );
}
