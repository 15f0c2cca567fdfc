import { describedBy, HintAndError } from "~/components/forms/field-parts";
import type { FieldBinding } from "~/lib/forms/form-problem";
import { practiceAreas } from "~/shared/firm/facts";

/**
 * Checkboxes in a fieldset; repeated values arrive at the server as a list, and come back
 * (shown again, or stored) one per line.
 */
export function PracticeAreaChoices({ idPrefix, name, defaultValue, error }: FieldBinding) {
  const id = `${idPrefix}-${name}`;
  const hint = "Choose every area this person works in.";
  const chosen = defaultValue.split("\n").filter(Boolean);
  return (
    <fieldset
      className={`mb-6 ${error ? "border-l-4 border-error-700 pl-4" : ""}`}
      aria-describedby={describedBy(id, hint, error)}
    >
      <legend className="font-semibold">Practice areas</legend>
      <HintAndError id={id} hint={hint} error={error} />
      <div className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {practiceAreas.map((area, i) => (
          <label key={area.slug} className="inline-flex min-h-11 items-center gap-3">
            <input
              id={i === 0 ? id : `${id}-${area.slug}`}
              type="checkbox"
              name={name}
              value={area.slug}
              defaultChecked={chosen.includes(area.slug)}
              className="size-6 accent-navy-900"
            />
            {area.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
