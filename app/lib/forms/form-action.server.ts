import { data } from "react-router";
import { parseFields } from "~/shared/forms/parse-fields";
import type { z } from "~/shared/zod";
import type { FormProblem } from "./form-problem";
import { keptValues } from "./form-values";

/** A posted form, read once: its text fields as the schema sees them, and as shown again. */
export interface Submission {
  form: FormData;
  /** Text fields; a repeated name (a checkbox group) keeps every value. Files are left out. */
  fields: Record<string, string | string[]>;
  /**
   * The same fields as one string each, cut to their limits, for showing the form again. A
   * password is left out: it is never sent back to the page.
   */
  shown: Record<string, string>;
}

/**
 * How far each field is cut when shown again: fields longer than a line named with the schema's
 * maximum (the rest are cut at 254), or "uncut" for staff forms whose long text must never be
 * shortened (an article's body).
 */
export type ShownLimits = Record<string, number> | "uncut";

/** Reads a post once. */
export async function readSubmission(
  request: Request,
  longFields: ShownLimits = {},
): Promise<Submission> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // The server refuses such bodies before any action (form-body-check.ts); a post that gets
    // here unreadable all the same is still the sender's mistake, never a 500.
    throw data(null, { status: 400 });
  }
  return submissionOf(form, longFields);
}

/** Fields whose value never goes back to the page, even to the person who typed it. */
const neverShownAgain = new Set(["password", "currentPassword"]);

/** The same for a FormData already read (a multipart upload's text fields). */
export function submissionOf(form: FormData, longFields: ShownLimits = {}): Submission {
  const fields: Record<string, string | string[]> = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key).filter((v): v is string => typeof v === "string");
    // PostgreSQL text cannot hold a NUL and no person types one: the post is unreadable (400).
    if (key.includes("\u0000") || all.some((v) => v.includes("\u0000"))) {
      throw data(null, { status: 400 });
    }
    const [first, ...more] = all;
    if (first !== undefined) fields[key] = more.length > 0 ? all : first;
  }
  const flat = Object.fromEntries(
    Object.entries(fields)
      .filter(([k]) => !neverShownAgain.has(k))
      .map(([k, v]) => [k, Array.isArray(v) ? v.join("\n") : v]),
  );
  return { form, fields, shown: longFields === "uncut" ? flat : keptValues(flat, longFields) };
}

/** One text field of a submission ("" when absent or repeated). */
export function textOf(submission: Submission, name: string): string {
  const value = submission.fields[name];
  return typeof value === "string" ? value : "";
}

interface ShowAgain<Extra> {
  errors?: Record<string, string>;
  formError?: string;
  /** 400 for input to fix; 409 for a concurrent edit or a taken time; 429 for too many. */
  status?: number;
  headers?: HeadersInit;
  startedAt?: string;
  /** Anything else the page needs to draw the form again (a step, alternatives offered). */
  extra?: Extra;
}

/** The form shown again with its problem, everything typed kept. */
export function showFormAgain<Extra extends object = object>(
  submission: Pick<Submission, "shown">,
  { errors = {}, formError, status = 400, headers, startedAt, extra }: ShowAgain<Extra>,
) {
  const problem: FormProblem = { ok: false, errors, values: submission.shown };
  if (formError !== undefined) problem.formError = formError;
  if (startedAt !== undefined) problem.startedAt = startedAt;
  return data<FormProblem & Extra>({ ...problem, ...(extra as Extra) }, { status, headers });
}

/**
 * Parses a submission with its schema: the typed data, or the 400 response (field messages and
 * everything typed) to return from the action as it is.
 */
export function parseSubmission<S extends z.ZodType>(
  submission: Submission,
  schema: S,
  show: Omit<ShowAgain<object>, "errors" | "status"> = {},
):
  | { success: true; data: z.output<S> }
  | { success: false; response: ReturnType<typeof showFormAgain> } {
  const parsed = parseFields(schema, submission.fields);
  if (parsed.ok) return { success: true, data: parsed.data };
  return {
    success: false,
    response: showFormAgain(submission, { ...show, errors: parsed.errors }),
  };
}
