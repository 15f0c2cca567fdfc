import type { z } from "~/shared/zod";

/**
 * Characters a single line of text never needs and that change what others see (issue 47): C0
 * and C1 controls (a CR/LF put a staff member's "video room" into a mail's header lines) and
 * the bidirectional embedding, override and isolate marks (U+202A–U+202E, U+2066–U+2069), which
 * make a firm name read backwards. Multi-line fields (a message, a note) keep their line breaks
 * and are not held to this.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const hidden = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

export function hasHiddenCharacters(value: string): boolean {
  return hidden.test(value);
}

/** Every such character removed: what the data migration does to rows stored before the rule. */
export function withoutHiddenCharacters(value: string): string {
  return value.replace(new RegExp(hidden.source, "gu"), "");
}

export const hiddenCharactersMessage = (what: string) =>
  `${what} must be one line, without line breaks or hidden formatting characters`;

/** The one rule for a single line of text, added to a string schema: `singleLine(schema, "The name")`. */
export function singleLine<Schema extends z.ZodType<string>>(schema: Schema, what: string) {
  return schema.refine((v) => !hasHiddenCharacters(v), hiddenCharactersMessage(what));
}
