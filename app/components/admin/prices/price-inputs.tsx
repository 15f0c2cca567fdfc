import type { ReactNode } from "react";
import { ErrorSummary } from "~/components/forms/error-summary";
import { controlAttributes, HintAndError, SelectControl } from "~/components/forms/field-parts";

/**
 * The small controls of the price editors. Rows of figures sit side by side, so each control
 * carries its own short label, hint and message, and its id is its name (`price-supplements.0.amount`),
 * which is where the error summary's links point.
 */
export const priceIdPrefix = "price";
const idOf = (name: string) => `${priceIdPrefix}-${name}`;

const boxClass = (error?: string) =>
  `mt-1 block min-h-11 rounded-md border-2 bg-white px-2 py-1.5 ${error ? "border-error-700" : "border-ink"}`;

/** A text box with its label above; `width` fits the figure or words it holds. */
export function SmallField({
  name,
  label,
  value,
  error,
  hint,
  width = "w-32",
  numeric = false,
  type = "text",
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  width?: string;
  /** Pounds: a number keyboard on a phone, and "£" before the box. */
  numeric?: boolean;
  type?: "text" | "date";
}) {
  const id = idOf(name);
  return (
    <div className={error ? "border-l-4 border-error-700 pl-2" : ""}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <HintAndError id={id} hint={hint} error={error} />
      <div className="flex items-center gap-1">
        {numeric && <span aria-hidden="true">£</span>}
        <input
          {...controlAttributes(id, name, hint, error)}
          type={type}
          defaultValue={value}
          inputMode={numeric ? "numeric" : undefined}
          autoComplete="off"
          className={`${boxClass(error)} ${width} max-w-full`}
        />
      </div>
    </div>
  );
}

/** A short select with its label above; "" is offered first when `empty` names it. */
export function SmallSelect({
  name,
  label,
  value,
  options,
  error,
  empty,
}: {
  name: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string;
  empty?: string;
}) {
  const id = idOf(name);
  return (
    <div className={`min-w-0 max-w-full ${error ? "border-l-4 border-error-700 pl-2" : ""}`}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <HintAndError id={id} error={error} />
      <SelectControl
        idPrefix={priceIdPrefix}
        name={name}
        error={error}
        defaultValue={value}
        options={options}
        empty={empty}
        className={`${boxClass(error)} max-w-full`}
      />
    </div>
  );
}

/** A tick box sent as "yes", label beside it. */
export function SmallCheckbox({
  name,
  label,
  checked,
}: {
  name: string;
  label: string;
  checked: boolean;
}) {
  const id = idOf(name);
  return (
    <div className="flex min-h-11 items-center gap-2 self-end">
      <input
        id={id}
        name={name}
        type="checkbox"
        value="yes"
        defaultChecked={checked}
        className="size-5 accent-navy-900"
      />
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
    </div>
  );
}

export const basisOptions = [
  { value: "fixed", label: "Fixed fee" },
  { value: "hourly", label: "Hourly" },
] as const;

/** A submit button that changes the form, not the prices: add a row, remove one, preview. */
export function FormButton({
  value,
  children,
  label,
}: {
  value: string;
  children: ReactNode;
  /** A fuller name for screen readers when the text alone is ambiguous ("Remove band 2"). */
  label?: string;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={value}
      aria-label={label}
      className="inline-flex min-h-11 items-center rounded-md border-2 border-navy-900 bg-white px-3 py-1.5 font-semibold text-navy-900 hover:bg-navy-100"
    >
      {children}
    </button>
  );
}

/** One row of figures: a fieldset named for screen readers, its controls side by side. */
export function PriceRow({
  legend,
  remove,
  children,
}: {
  legend: string;
  /** The Remove button's value (`remove:supplements.2`), when the row may go. */
  remove?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="min-w-0 rounded-md border border-stone-300 bg-white p-3">
      <legend className="px-1 text-sm font-semibold text-muted">{legend}</legend>
      <div className="flex flex-wrap items-start gap-3">
        {children}
        {remove && (
          <div className="self-end">
            <FormButton value={remove} label={`Remove ${legend.toLowerCase()}`}>
              Remove
            </FormButton>
          </div>
        )}
      </div>
    </fieldset>
  );
}

/** The top of a price form: the version it was drawn from, then the summary of what is wrong. */
export function PriceFormHead({
  version,
  errors,
  formError,
}: {
  version: number;
  errors: Record<string, string>;
  formError?: string;
}) {
  return (
    <>
      <input type="hidden" name="version" value={version} />
      <ErrorSummary
        errors={errors}
        order={Object.keys(errors)}
        idPrefix={priceIdPrefix}
        formError={formError}
      />
    </>
  );
}
