// Transitional: the admin forms move onto app/lib/forms/ (issue 16); this file goes with them.

import { parseSubmission, showFormAgain, submissionOf } from "~/lib/forms/form-action.server";
import type { z } from "~/lib/zod";

export type { FormProblem } from "~/lib/forms/form-problem";

/** Text fields of a posted form; repeated names (checkbox groups) keep every value. */
export function formValues(form: FormData): Record<string, string | string[]> {
  return submissionOf(form, "uncut").fields;
}

export function parseForm<S extends z.ZodType>(form: FormData, schema: S) {
  return parseSubmission(submissionOf(form, "uncut"), schema);
}

export function formProblem(
  form: FormData,
  formError: string,
  status = 400,
  errors: Record<string, string> = {},
) {
  return showFormAgain(submissionOf(form, "uncut"), { formError, status, errors });
}
