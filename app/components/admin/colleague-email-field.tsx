import { TextField } from "~/components/forms/text-field";
import type { FieldBinding } from "~/lib/forms/form-problem";

/**
 * Someone else's e-mail address (a new member of staff, a team member's public address): the
 * browser must not offer to fill in the administrator's own, nor "correct" its spelling.
 */
export function ColleagueEmailField(props: FieldBinding & { hint?: string }) {
  return (
    <TextField
      {...props}
      label="E-mail address"
      type="email"
      autoComplete="off"
      spellCheck={false}
    />
  );
}
