import { describedBy, HintAndError } from "~/components/forms/field-parts";
import type { FieldBinding } from "~/lib/forms/form-problem";

/**
 * Checkboxes in a fieldset; repeated values arrive at the server as a list, and come back
 * (shown again, or stored) one per line.
 */
export function CheckboxChoices({
  idPrefix,
  name,
  defaultValue,
  error,
  legend,
  hint,
  options,
}: FieldBinding & {
  legend: string;
  hint?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const id = `${idPrefix}-${name}`;
  const chosen = defaultValue.split("\n").filter(Boolean);
  return (
    <fieldset
      className={`mb-6 ${error ? "border-l-4 border-error-700 pl-4" : ""}`}
      aria-describedby={describedBy(id, hint, error)}
    >
      <legend className="font-semibold">{legend}</legend>
      <HintAndError id={id} hint={hint} error={error} />
      <div className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {options.map((option, i) => (
          <label key={option.value} className="inline-flex min-h-11 items-center gap-3">
            <input
              id={i === 0 ? id : `${id}-${option.value}`}
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={chosen.includes(option.value)}
              className="size-6 accent-navy-900"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
