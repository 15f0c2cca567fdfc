import { HintAndError } from "~/components/forms/field-parts";
import type { FieldBinding } from "~/lib/forms/form-problem";

/** A time input in a table cell, labelled for screen readers ("Monday opens"). */
export function TimeCell({
  idPrefix,
  name,
  defaultValue,
  error,
  label,
  step,
  column,
}: FieldBinding & { label: string; step?: number; column?: string }) {
  const id = `${idPrefix}-${name}`;
  return (
    <td className={`px-2 py-2 align-top ${error ? "border-l-4 border-error-700" : ""}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <ColumnName name={column} />
      <HintAndError id={id} error={error} />
      <input
        id={id}
        name={name}
        type="time"
        step={step}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`block min-h-11 w-32 rounded-md border-2 bg-white px-2 py-1 ${
          error ? "border-error-700" : "border-ink"
        }`}
      />
    </td>
  );
}

/** A select in a table cell, labelled for screen readers ("Monday"). */
export function SelectCell({
  idPrefix,
  name,
  defaultValue,
  error,
  label,
  options,
  column,
}: FieldBinding & {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  column?: string;
}) {
  const id = `${idPrefix}-${name}`;
  return (
    <td className={`px-2 py-2 align-top ${error ? "border-l-4 border-error-700" : ""}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <ColumnName name={column} />
      <HintAndError id={id} error={error} />
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block min-h-11 rounded-md border-2 border-ink bg-white px-2 py-1"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </td>
  );
}

/**
 * On a phone the table stacks into a card per day (`stacked-table`, ADR 023) and its header row
 * is hidden, so each control shows its column's name above it; screen readers already have the
 * control's own label, so this is hidden from them.
 */
function ColumnName({ name }: { name?: string }) {
  if (!name) return null;
  return (
    <span aria-hidden="true" className="block text-sm font-semibold text-muted md:hidden">
      {name}
    </span>
  );
}
