/**
 * The one shape every form's action answers with when the form must be shown again, and the
 * one way a form's fields read it. Browser-safe: no zod, no server code.
 *
 * Server half: `form-action.server.ts` (read a post, show it again). Parsing half, shared with
 * the GET calculators: `parse-fields.ts`.
 */
export interface FormProblem {
  ok: false;
  /** Field name → the first message for it, shown beside the field and in the error summary. */
  errors: Record<string, string>;
  /** A problem with the whole form (a taken time, a concurrent edit, too many attempts). */
  formError?: string;
  /** What the person typed, cut to each field's limit, so nothing is lost. */
  values: Record<string, string>;
  /** A fresh form-guard token for forms checked for bots: a form shown again is a new form. */
  startedAt?: string;
}

/** Whatever a form is drawn from: an action's problem, a loader's echo, or nothing yet. */
export type ShownForm = Partial<Pick<FormProblem, "errors" | "values" | "formError">> | undefined;

/** The props every field component takes from the form it sits in. */
export interface FieldBinding {
  idPrefix: string;
  name: string;
  defaultValue: string;
  error: string | undefined;
}

/**
 * Binds fields to a shown form: `const field = bindFields("contact", problem)`, then
 * `<TextField {...field("email")} label="E-mail address" />`. The id is `${idPrefix}-${name}`,
 * which is what the error summary links to.
 */
export function bindFields(
  idPrefix: string,
  shown: ShownForm,
  defaults: Record<string, string> = {},
) {
  return (name: string): FieldBinding => ({
    idPrefix,
    name,
    defaultValue: shown?.values?.[name] ?? defaults[name] ?? "",
    error: shown?.errors?.[name],
  });
}

/** Every message of a problem, the form's first: for a page that shows them in one place. */
export function problemMessages(problem: Pick<FormProblem, "errors" | "formError">): string[] {
  return [
    ...(problem.formError ? [problem.formError] : []),
    ...Object.values(problem.errors).filter(Boolean),
  ];
}

/** Narrows an action's answer to the form problem, whatever else the action can return. */
export function isFormProblem(answer: unknown): answer is FormProblem {
  return typeof answer === "object" && answer !== null && (answer as { ok?: unknown }).ok === false;
}
