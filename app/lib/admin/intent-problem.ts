import type { FormProblem } from "~/lib/forms/form-problem";

/**
 * The form shown again, if it was this one: a screen with several small forms (each posting its
 * own `intent`) shows a problem beside the form that was sent, not beside all of them.
 */
export function problemFor(
  shown: FormProblem | undefined,
  intent: string,
): FormProblem | undefined {
  return shown?.values.intent === intent ? shown : undefined;
}
