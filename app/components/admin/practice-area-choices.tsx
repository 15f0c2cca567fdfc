import type { FieldBinding } from "~/lib/forms/form-problem";
import { practiceAreas } from "~/shared/firm/facts";
import { CheckboxChoices } from "./checkbox-choices";

const options = practiceAreas.map((area) => ({ value: area.slug, label: area.name }));

/** The practice areas a person works in, as checkboxes. */
export function PracticeAreaChoices(field: FieldBinding) {
  return (
    <CheckboxChoices
      {...field}
      legend="Practice areas"
      hint="Choose every area this person works in."
      options={options}
    />
  );
}
