import { RadioGroup, TextareaField } from "~/components/forms/choice-fields";
import { describedBy, HintAndError } from "~/components/forms/field-parts";
import { TextField } from "~/components/forms/text-field";
import { offices, practiceAreas } from "~/config/firm";
import type { PictureData } from "~/lib/images";
import { ContentFormFrame } from "./content-form-frame";
import { ImageField } from "./content-image-field";
import { MarkdownField } from "./content-markdown-field";

export const teamFieldOrder = [
  "name",
  "slug",
  "role",
  "qualifications",
  "practiceAreas",
  "office",
  "bio",
  "email",
  "phone",
  "photo",
] as const;

/** Checkboxes in a fieldset; repeated values arrive at the server as a list. */
function PracticeAreaChoices({ chosen, error }: { chosen: readonly string[]; error?: string }) {
  const id = "member-practiceAreas";
  const hint = "Choose every area this person works in.";
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
              name="practiceAreas"
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

export function TeamMemberForm(props: {
  values: Record<string, string>;
  errors?: Record<string, string>;
  formError?: string;
  previewHtml?: string;
  photo: PictureData | null;
  version?: number;
  submitLabel: string;
}) {
  const { values, errors = {} } = props;
  const p = "member";
  return (
    <ContentFormFrame
      label="Team member"
      idPrefix={p}
      fieldOrder={teamFieldOrder}
      errors={errors}
      formError={props.formError}
      version={props.version}
      submitLabel={props.submitLabel}
      previewLabel="Preview biography"
    >
      <TextField
        idPrefix={p}
        name="name"
        label="Full name"
        autoComplete="off"
        error={errors.name}
        defaultValue={values.name}
      />
      <TextField
        idPrefix={p}
        name="slug"
        label="Web address"
        hint="The last part of /team/…. Leave empty to make it from the name."
        error={errors.slug}
        defaultValue={values.slug}
        spellCheck={false}
        autoCapitalize="none"
      />
      <TextField
        idPrefix={p}
        name="role"
        label="Role"
        hint="For example: Associate Solicitor; Family Law"
        error={errors.role}
        defaultValue={values.role}
        className="max-w-2xl"
      />
      <TextareaField
        idPrefix={p}
        name="qualifications"
        label="Qualifications"
        hint="One per line, for example: LLB (Hons), University of Manchester"
        error={errors.qualifications}
        defaultValue={values.qualifications}
        rows={4}
      />
      <PracticeAreaChoices
        chosen={(values.practiceAreas ?? "").split("\n").filter(Boolean)}
        error={errors.practiceAreas}
      />
      <RadioGroup
        idPrefix={p}
        name="office"
        label="Office"
        error={errors.office}
        defaultValue={values.office}
        options={offices.map((o) => ({ value: o.id, label: o.name }))}
      />
      <MarkdownField
        idPrefix={p}
        name="bio"
        label="Biography"
        error={errors.bio}
        defaultValue={values.bio ?? ""}
        previewHtml={props.previewHtml}
        rows={10}
      />
      <TextField
        idPrefix={p}
        name="email"
        type="email"
        label="E-mail address"
        autoComplete="off"
        spellCheck={false}
        error={errors.email}
        defaultValue={values.email}
      />
      <TextField
        idPrefix={p}
        name="phone"
        type="tel"
        label="Direct phone number"
        autoComplete="off"
        error={errors.phone}
        defaultValue={values.phone}
      />
      <ImageField
        idPrefix={p}
        name="photo"
        label="Photograph (optional)"
        hint="A JPEG, PNG, WebP or AVIF image up to 5 MB. It is cropped square around the face. Without one, the website shows the person's initials."
        error={errors.photo}
        current={props.photo}
        currentAlt={values.name ?? ""}
        removeName="removePhoto"
        removeLabel="Remove this photograph"
      />
    </ContentFormFrame>
  );
}
