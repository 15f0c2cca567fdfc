import type { ReactNode } from "react";

/** The ids a field's aria-describedby names: its hint and its error, when shown. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
}

/** The attributes that tie a control to its label, hint and error, in that order. */
export function controlAttributes(id: string, name: string, hint?: string, error?: string) {
  return {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, hint, error),
  };
}

/** Hint, then the error message, under a label (GOV.UK order). */
export function HintAndError({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="font-semibold text-error-700">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      )}
    </>
  );
}

/** A field's outer box: its spacing, and a red bar beside it when it is wrong. */
export const frameClass = (error?: string, spacing: "mb-5" | "mb-6" = "mb-6") =>
  `${spacing} ${error ? "border-l-4 border-error-700 pl-4" : ""}`;

/** A field's frame: label, hint and error above its control, with a red bar when it is wrong. */
export function LabelledField({
  id,
  label,
  hint,
  error,
  spacing = "mb-6",
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  spacing?: "mb-5" | "mb-6";
  children: ReactNode;
}) {
  return (
    <div className={frameClass(error, spacing)}>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <HintAndError id={id} hint={hint} error={error} />
      {children}
    </div>
  );
}

/**
 * A select tied to its label, hint and error by its id (`${idPrefix}-${name}`); "" is offered
 * first when `empty` names it.
 */
export function SelectControl({
  idPrefix,
  name,
  hint,
  error,
  defaultValue,
  options,
  empty,
  className,
}: {
  idPrefix: string;
  name: string;
  hint?: string;
  error?: string;
  defaultValue?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** What the empty value means here ("Any status"); no empty choice without it. */
  empty?: string;
  className: string;
}) {
  const id = `${idPrefix}-${name}`;
  return (
    <select
      {...controlAttributes(id, name, hint, error)}
      defaultValue={defaultValue}
      className={className}
    >
      {empty !== undefined && <option value="">{empty}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
