import { TextField } from "~/components/forms/text-field";
import type { FieldBinding } from "~/lib/forms/form-problem";

/** A content page's web address: typed as it will appear, never corrected by the browser. */
export function SlugField({ hint, ...field }: FieldBinding & { hint: string }) {
  return (
    <TextField
      {...field}
      label="Web address"
      hint={hint}
      spellCheck={false}
      autoCapitalize="none"
    />
  );
}
