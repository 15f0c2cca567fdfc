import { Eye, EyeOff } from "lucide-react";
import { type InputHTMLAttributes, useState } from "react";
import { controlAttributes, LabelledField } from "./field-parts";

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> {
  idPrefix: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
}

/** Label above, hint, inline error, then the input: the GOV.UK order, wired for screen readers. */
export function TextField({
  idPrefix,
  name,
  label,
  hint,
  error,
  className = "",
  ...input
}: FieldProps) {
  const id = `${idPrefix}-${name}`;
  return (
    <LabelledField id={id} label={label} hint={hint} error={error} spacing="mb-5">
      <input
        {...controlAttributes(id, name, hint, error)}
        className={`mt-1 block min-h-12 w-full max-w-md rounded-md border-2 bg-white px-3 py-2 ${
          error ? "border-error-700" : "border-ink"
        } ${className}`}
        {...input}
      />
    </LabelledField>
  );
}

/** An e-mail address: the keyboard, autofill and no spelling marks an address wants. */
export function EmailField(props: Omit<FieldProps, "type">) {
  return <TextField type="email" autoComplete="email" spellCheck={false} {...props} />;
}

/** A password input with a Show/Hide button (GOV.UK password input). */
export function PasswordField(props: Omit<FieldProps, "type">) {
  const [visible, setVisible] = useState(false);
  const id = `${props.idPrefix}-${props.name}`;
  return (
    <div className="relative">
      <TextField
        {...props}
        type={visible ? "text" : "password"}
        spellCheck={false}
        autoCapitalize="none"
      />
      <button
        type="button"
        aria-controls={id}
        aria-label={visible ? "Hide password" : "Show password"}
        aria-pressed={visible}
        onClick={() => setVisible(!visible)}
        className="-mt-3 mb-5 inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-navy-900 px-3 py-1.5 font-semibold text-navy-900"
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="size-4" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
        {visible ? "Hide" : "Show"}
      </button>
    </div>
  );
}
