import { HintAndError, SelectControl } from "~/components/forms/field-parts";
import type { FieldBinding } from "~/lib/forms/form-problem";

/**
 * A labelled select for the admin screens' filters and pickers, whose empty choice means
 * "any" or "nobody" ("Any status", "Unassigned") rather than "choose one".
 */
export function AdminSelect({
  label,
  emptyLabel,
  className,
  widthClass = "",
  ...select
}: FieldBinding & {
  label: string;
  /** What the empty value means here. */
  emptyLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The wrapper's spacing (and its error border, where the screen marks one). */
  className?: string;
  /** "max-w-xs", "max-w-md": how wide the select may grow. */
  widthClass?: string;
}) {
  const id = `${select.idPrefix}-${select.name}`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <HintAndError id={id} error={select.error} />
      <SelectControl
        {...select}
        empty={emptyLabel}
        className={`mt-1 block min-h-12 w-full ${widthClass} rounded-md border-2 border-ink bg-white px-3 py-2`}
      />
    </div>
  );
}
