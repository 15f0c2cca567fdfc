import { describedBy, HintAndError } from "~/components/forms/field-parts";
import { Picture } from "~/components/media/picture";
import type { FieldBinding } from "~/lib/forms/form-problem";
import type { PictureData } from "~/shared/images";

/**
 * A picture upload: the current picture (if any) with a way to remove it, then a file input.
 * The server decides what the file is; `accept` only helps the file chooser.
 */
export function ImageField({
  idPrefix,
  name,
  label,
  hint,
  error,
  current,
  currentAlt,
  removeName,
  removeLabel,
}: Omit<FieldBinding, "defaultValue"> & {
  label: string;
  hint: string;
  current: PictureData | null;
  currentAlt: string;
  removeName: string;
  removeLabel: string;
}) {
  const id = `${idPrefix}-${name}`;
  return (
    <div className={`mb-6 ${error ? "border-l-4 border-error-700 pl-4" : ""}`}>
      {current && (
        <figure className="mb-4">
          <Picture image={current} alt={currentAlt} sizes="16rem" className="h-auto w-64 rounded" />
          <figcaption className="mt-2 text-muted">Current picture</figcaption>
          <div className="mt-2 flex items-center gap-3">
            <input
              id={`${idPrefix}-${removeName}`}
              type="checkbox"
              name={removeName}
              value="yes"
              className="size-6 accent-navy-900"
            />
            <label htmlFor={`${idPrefix}-${removeName}`}>{removeLabel}</label>
          </div>
        </figure>
      )}
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <HintAndError id={id} hint={hint} error={error} />
      <input
        id={id}
        name={name}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className="mt-1 block w-full max-w-md rounded-md border-2 border-ink bg-white px-3 py-2"
      />
    </div>
  );
}
