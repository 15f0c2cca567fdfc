import { type Submission, showFormAgain, textOf } from "~/lib/forms/form-action.server";

/** What an admin form's action answers: a redirect with a notice, or the form shown again. */
export type AdminAnswer = Response | ReturnType<typeof showFormAgain>;

/**
 * Runs the handler named by the post's hidden `intent`. A screen with several small forms
 * (a note, a status, an assignment) posts them all to one action; an intent the screen does
 * not offer is shown again with `unknownIntent` as the form's problem, never run.
 */
export async function runIntent(
  submission: Submission,
  handlers: Readonly<Record<string, () => Promise<AdminAnswer>>>,
  unknownIntent: string,
): Promise<AdminAnswer> {
  const intent = textOf(submission, "intent");
  const handler = Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
  if (!handler) return showFormAgain(submission, { formError: unknownIntent });
  return handler();
}
