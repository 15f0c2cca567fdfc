import { ApiError } from "./api-request";

/**
 * The per-field messages of a refused form (the API's 400 or 409 `{ errors: { field: message } }`),
 * or undefined when the failure is not about any one field (network, time-out, 401, 429, 500).
 * Field messages belong at their fields and in the error summary; a toast would cover them.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const details = error.details;
  if (typeof details !== "object" || details === null || !("errors" in details)) return undefined;
  const { errors } = details;
  if (typeof errors !== "object" || errors === null) return undefined;
  const messages = Object.entries(errors).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
  );
  return messages.length > 0 ? Object.fromEntries(messages) : undefined;
}
