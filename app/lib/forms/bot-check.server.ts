import type { AppLoadContext } from "react-router";
import { type Submission, showFormAgain } from "./form-action.server";
import { sendAgainMessage } from "./send-again";

type GuardedForm = Parameters<AppLoadContext["formGuard"]["check"]>[0];

/** What a service is told about a post the bot check let through. */
export interface SenderSignals {
  ip: string;
  /** The form token's id, stored with the submission so a second post finds the first. */
  formId: string;
  /**
   * The whole signed token, which only the browser that was shown the form holds: a booking's
   * manage link is made from it, so a second post of the form is shown the same booking.
   */
  formSecret: string;
}

/**
 * The one bot check for a public form's post, at the boundary (server/security/form-guard.ts,
 * ADR 016): the signals to hand the service, or the form shown again (everything kept, a fresh
 * token) asking the person to press `button` once more. Nothing is ever pretended.
 */
export function checkSender(
  context: Pick<AppLoadContext, "formGuard" | "clientIp">,
  form: GuardedForm,
  submission: Submission,
  { button, startedAt }: { button: string; startedAt: string },
):
  | { ok: true; signals: SenderSignals }
  | { ok: false; response: ReturnType<typeof showFormAgain> } {
  const guard = context.formGuard.check(form, submission.shown);
  if (guard.kind === "person") {
    return {
      ok: true,
      signals: {
        ip: context.clientIp,
        formId: guard.formId,
        formSecret: submission.shown.startedAt ?? "",
      },
    };
  }
  return {
    ok: false,
    response: showFormAgain(submission, {
      formError: sendAgainMessage(guard.reason, button),
      startedAt,
    }),
  };
}
