import type { ReactNode } from "react";
import { controlAttributes, HintAndError, SelectControl } from "~/components/forms/field-parts";
import type { FieldBinding } from "~/lib/forms/form-problem";

type CellProps = FieldBinding & { label: string; column?: string };

/**
 * A table cell holding one control: its label for screen readers ("Monday opens"), its
 * column's name on a phone, its error, and a red bar when it is wrong.
 */
function ControlCell({
  id,
  label,
  column,
  error,
  children,
}: {
  id: string;
  label: string;
  column?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <td className={`px-2 py-2 align-top ${error ? "border-l-4 border-error-700" : ""}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <ColumnName name={column} />
      <HintAndError id={id} error={error} />
      {children}
    </td>
  );
}

/** A time input in a table cell, labelled for screen readers ("Monday opens"). */
export function TimeCell({
  idPrefix,
  name,
  defaultValue,
  error,
  label,
  step,
  column,
}: CellProps & { step?: number }) {
  const id = `${idPrefix}-${name}`;
  return (
    <ControlCell id={id} label={label} column={column} error={error}>
      <input
        {...controlAttributes(id, name, undefined, error)}
        type="time"
        step={step}
        defaultValue={defaultValue}
        className={`block min-h-11 w-32 rounded-md border-2 bg-white px-2 py-1 ${
          error ? "border-error-700" : "border-ink"
        }`}
      />
    </ControlCell>
  );
}

/** A select in a table cell, labelled for screen readers ("Monday"). */
export function SelectCell({
  label,
  column,
  ...select
}: CellProps & { options: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <ControlCell
      id={`${select.idPrefix}-${select.name}`}
      label={label}
      column={column}
      error={select.error}
    >
      <SelectControl
        {...select}
        className="block min-h-11 rounded-md border-2 border-ink bg-white px-2 py-1"
      />
    </ControlCell>
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
