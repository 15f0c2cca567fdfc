import { type ReactNode, useEffect, useRef } from "react";
import { SiteForm } from "~/components/forms/site-form";
import { ButtonLink } from "~/components/ui/button-link";
import { HiddenFields } from "./hidden-fields";
import { SubmitButton } from "./submit-button";

/**
 * "Are you sure?" as a page of its own rather than a script dialog, so it works without
 * JavaScript and with the keyboard alone: the confirm button posts the same form again with
 * `confirmed=yes`; the other choice is a link back that changes nothing.
 */
export function ConfirmStep({
  question,
  children,
  action,
  fields,
  confirmLabel,
  busyLabel,
  keepLabel,
  keepTo,
  busy,
  destructive = false,
}: {
  question: string;
  /** What happens next, in a sentence or two. */
  children?: ReactNode;
  action: string;
  /** The first post's values, sent again with the confirmation. */
  fields: Record<string, string>;
  confirmLabel: string;
  busyLabel: string;
  keepLabel: string;
  keepTo: string;
  busy: boolean;
  destructive?: boolean;
}) {
  const questionRef = useRef<HTMLParagraphElement>(null);
  // With JavaScript the question replaces the page without a load: take focus to it, so a
  // screen reader reads it and the next Tab reaches its buttons.
  useEffect(() => questionRef.current?.focus(), []);

  return (
    <div className="rounded-lg border-2 border-navy-900 bg-white p-6">
      <p ref={questionRef} tabIndex={-1} className="text-xl font-semibold text-navy-900">
        {question}
      </p>
      {children && <div className="mt-3 space-y-2">{children}</div>}
      <SiteForm method="post" action={action} className="mt-6 flex flex-wrap items-center gap-4">
        <HiddenFields values={{ ...fields, confirmed: "yes" }} />
        <SubmitButton
          busy={busy}
          busyLabel={busyLabel}
          variant={destructive ? "destructive" : "primary"}
        >
          {confirmLabel}
        </SubmitButton>
        <ButtonLink to={keepTo} variant="secondary">
          {keepLabel}
        </ButtonLink>
      </SiteForm>
    </div>
  );
}
