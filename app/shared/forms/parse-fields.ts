import type { z } from "~/shared/zod";

/** A parse that either gives the typed data or a message per field, never a throw. */
export type ParsedFields<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> };

/** First message for each field: the shape forms and the JSON API both return. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Parses a form's values (a post's fields, or a GET calculator's query) with its schema. The
 * same messages reach the page beside each field and the JSON API as `errors`.
 */
export function parseFields<S extends z.ZodType>(
  schema: S,
  values: Record<string, string | string[]> | URLSearchParams,
): ParsedFields<z.output<S>> {
  const input = values instanceof URLSearchParams ? Object.fromEntries(values) : values;
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: fieldErrors(parsed.error) };
}
