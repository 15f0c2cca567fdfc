import { data } from "react-router";
import type { z } from "zod";
import { fieldErrors } from "~/lib/schemas/auth";

/** What an admin form's action returns when the input needs fixing: shown inline and summarised. */
export interface FormProblem {
  ok: false;
  errors: Record<string, string>;
  /** A problem with the whole form, such as a concurrent edit or a taken time. */
  formError?: string;
  /** Everything the user typed, so nothing is lost when the form is shown again. */
  values: Record<string, string>;
}

/** Text fields of a posted form; repeated names (checkbox groups) keep every value. */
export function formValues(form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key).filter((v): v is string => typeof v === "string");
    values[key] = all.length > 1 ? all : (all[0] ?? "");
  }
  return values;
}

/** Flattens repeated values for echoing back into the form. */
function echo(values: Record<string, string | string[]>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, Array.isArray(v) ? v.join("\n") : v]),
  );
}

/**
 * Parses a posted form with a zod schema. On failure it returns the 400 response to give back
 * from the action (field messages and the user's input); on success the typed data.
 */
export function parseForm<S extends z.ZodType>(
  form: FormData,
  schema: S,
):
  | { success: true; data: z.output<S> }
  | { success: false; response: ReturnType<typeof data<FormProblem>> } {
  const values = formValues(form);
  const parsed = schema.safeParse(values);
  if (parsed.success) return { success: true, data: parsed.data };
  return {
    success: false,
    response: data<FormProblem>(
      { ok: false, errors: fieldErrors(parsed.error), values: echo(values) },
      { status: 400 },
    ),
  };
}

/** A whole-form problem (409 for a concurrent edit or a taken slot, 400 otherwise). */
export function formProblem(
  form: FormData,
  formError: string,
  status = 400,
  errors: Record<string, string> = {},
) {
  return data<FormProblem>(
    { ok: false, errors, formError, values: echo(formValues(form)) },
    { status },
  );
}
