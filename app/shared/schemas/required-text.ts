import { singleLine } from "~/shared/text/hidden-characters";
import { z } from "~/shared/zod";

/**
 * Text that must be given, trimmed, up to a length: `requiredText(500, "Enter a reason",
 * "Enter a reason of 500 characters or fewer")`. A field missing from the post gets the same
 * message as an empty one.
 */
export function requiredText(max: number, missing: string, tooLong: string) {
  return z.string({ message: missing }).trim().min(1, missing).max(max, tooLong);
}

/**
 * One line of text that must be given (a name, a title): `requiredText`'s rules and no line
 * breaks or hidden formatting characters (`singleLine`).
 */
export function requiredLine(max: number, missing: string, tooLong: string, what: string) {
  return singleLine(requiredText(max, missing, tooLong), what);
}

/**
 * Text that may be left empty, and must pass `check` when it is not; empty becomes undefined.
 * For optional dates and times: `optionalMatching(isCalendarDate, "Enter the last date")`.
 */
export function optionalMatching(check: (value: string) => boolean, message: string) {
  return z
    .string()
    .trim()
    .refine((v) => v === "" || check(v), message)
    .transform((v) => v || undefined)
    .optional();
}
