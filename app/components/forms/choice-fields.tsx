import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import {
  controlAttributes,
  describedBy,
  frameClass,
  HintAndError,
  LabelledField,
} from "./field-parts";

interface Common {
  idPrefix: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
}

const control = (error?: string) =>
  `mt-1 block w-full rounded-md border-2 bg-white px-3 py-2 ${error ? "border-error-700" : "border-ink"}`;

export function SelectField({
  idPrefix,
  name,
  label,
  hint,
  error,
  options,
  emptyLabel = "Choose one",
  ...select
}: Common &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name"> & {
    options: ReadonlyArray<{ value: string; label: string }>;
    /** The first, empty option's words: "Choose one", or what choosing nothing means. */
    emptyLabel?: string;
  }) {
  const id = `${idPrefix}-${name}`;
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      <select
        {...controlAttributes(id, name, hint, error)}
        className={`${control(error)} min-h-12 max-w-md`}
        {...select}
      >
        <option value="">{emptyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

export function TextareaField({
  idPrefix,
  name,
  label,
  hint,
  error,
  ...textarea
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name">) {
  const id = `${idPrefix}-${name}`;
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      <textarea
        {...controlAttributes(id, name, hint, error)}
        className={`${control(error)} max-w-2xl`}
        {...textarea}
      />
    </LabelledField>
  );
}

/** Radios in a fieldset whose legend is the question; the first radio takes the field's id. */
export function RadioGroup({
  idPrefix,
  name,
  label,
  hint,
  error,
  options,
  defaultValue,
}: Common & { options: ReadonlyArray<{ value: string; label: string }>; defaultValue?: string }) {
  const id = `${idPrefix}-${name}`;
  return (
    <fieldset className={frameClass(error)} aria-describedby={describedBy(id, hint, error)}>
      <legend className="font-semibold">{label}</legend>
      <HintAndError id={id} hint={hint} error={error} />
      <div className="mt-2 flex flex-wrap gap-x-8 gap-y-2">
        {options.map((o, i) => (
          <label key={o.value} className="inline-flex min-h-11 items-center gap-3">
            <input
              id={i === 0 ? id : `${id}-${o.value}`}
              type="radio"
              name={name}
              value={o.value}
              defaultChecked={defaultValue === o.value}
              className="size-6 accent-navy-900"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * One tick box, sent as "yes" when ticked. It starts ticked from `defaultChecked`, or from a
 * bound field's kept value (`{...field("mortgage")}` gives `defaultValue: "yes"`).
 */
export function CheckboxField({
  idPrefix,
  name,
  children,
  error,
  defaultChecked,
  defaultValue,
}: Omit<Common, "label" | "hint"> & {
  children: ReactNode;
  defaultChecked?: boolean;
  defaultValue?: string;
}) {
  const id = `${idPrefix}-${name}`;
  return (
    <div className={frameClass(error)}>
      <HintAndError id={id} error={error} />
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={name}
          value="yes"
          defaultChecked={defaultChecked ?? defaultValue === "yes"}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-6 shrink-0 accent-navy-900"
        />
        <label htmlFor={id}>{children}</label>
      </div>
    </div>
  );
}
