import type { ReactNode } from "react";
import { ErrorSummary } from "~/components/forms/error-summary";
import { IntentForm } from "~/components/forms/intent-form";
import { SubmitButton } from "~/components/forms/submit-button";
import type { ShownForm } from "~/lib/forms/form-problem";
import { useSubmittingIntent } from "./use-submitting-intent";

/**
 * A small form in a panel of its own, named by its heading: the heading, the form's problems
 * when it is shown again, its fields, and a button that says when it is working. The heading's
 * id and the fields' ids start with the intent.
 */
export function PanelForm({
  intent,
  title,
  order,
  shown,
  submitLabel,
  className,
  children,
}: {
  intent: string;
  title: string;
  /** The fields' names in page order, for the error summary. */
  order: readonly string[];
  shown?: ShownForm;
  submitLabel: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = `${intent}-heading`;
  const busy = useSubmittingIntent() === intent;
  return (
    <IntentForm
      intent={intent}
      noValidate
      aria-labelledby={headingId}
      className={[className, "rounded-lg border border-stone-200 bg-white p-5"]
        .filter(Boolean)
        .join(" ")}
    >
      <h2 id={headingId} className="text-2xl">
        {title}
      </h2>
      <ErrorSummary
        errors={shown?.errors ?? {}}
        order={order}
        idPrefix={intent}
        formError={shown?.formError}
      />
      {children}
      <SubmitButton busy={busy} busyLabel="Saving...">
        {submitLabel}
      </SubmitButton>
    </IntentForm>
  );
}
