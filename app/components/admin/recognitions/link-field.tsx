import { TextField } from "~/components/forms/text-field";
import type { FieldBinding } from "~/lib/forms/form-problem";

/** A link to another site: typed whole, never "corrected" or filled in by the browser. */
export function LinkField(props: FieldBinding & { label: string; hint: string }) {
  return (
    <TextField
      {...props}
      type="url"
      inputMode="url"
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      className="max-w-2xl"
    />
  );
}
