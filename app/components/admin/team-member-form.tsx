import { RadioGroup, TextareaField } from "~/components/forms/choice-fields";
import { TextField } from "~/components/forms/text-field";
import { useFirm } from "~/lib/firm/use-firm";
import type { PictureData } from "~/shared/images";
import { ColleagueEmailField } from "./colleague-email-field";
import { ContentFormFrame, type ContentFormProps } from "./content-form-frame";
import { ImageField } from "./content-image-field";
import { MarkdownField } from "./content-markdown-field";
import { SlugField } from "./content-slug-field";
import { PortraitFocusFields } from "./portrait-focus-fields";
import { PracticeAreaChoices } from "./practice-area-choices";

/** The team member form's name, its fields' ids and order (for the error summary), its preview. */
const memberFrame = {
  label: "Team member",
  idPrefix: "member",
  previewLabel: "Preview biography",
  fieldOrder: [
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
    "photoFocusX",
    "photoFocusY",
  ],
} as const;

export function TeamMemberForm(props: ContentFormProps & { photo: PictureData | null }) {
  // The offices' names as the firm's facts give them: an admin may have renamed one.
  const officeOptions = useFirm().offices.map((o) => ({ value: o.id, label: o.name }));
  return (
    <ContentFormFrame {...props} {...memberFrame}>
      {(field) => (
        <>
          <TextField {...field("name")} label="Full name" autoComplete="off" />
          <SlugField
            {...field("slug")}
            hint="The last part of /team/…. Leave empty to make it from the name."
          />
          <TextField
            {...field("role")}
            label="Role"
            hint="For example: Associate Solicitor; Family Law"
            className="max-w-2xl"
          />
          <TextareaField
            {...field("qualifications")}
            label="Qualifications"
            hint="One per line, for example: LLB (Hons), University of Manchester"
            rows={4}
          />
          <PracticeAreaChoices {...field("practiceAreas")} />
          <RadioGroup {...field("office")} label="Office" options={officeOptions} />
          <MarkdownField
            {...field("bio")}
            label="Biography"
            previewHtml={props.previewHtml}
            rows={10}
          />
          <ColleagueEmailField {...field("email")} />
          <TextField
            {...field("phone")}
            type="tel"
            label="Direct phone number"
            autoComplete="off"
          />
          <ImageField
            {...field("photo")}
            label="Photograph (optional)"
            hint="A JPEG, PNG, WebP or AVIF image up to 5 MB. It is cropped square around the face and given the same colour grade as every team photo. Without one, the website shows a monogram of their initials."
            current={props.photo}
            currentAlt={field("name").defaultValue}
            removeName="removePhoto"
            removeLabel="Remove this photograph"
          />
          {props.photo && (
            <PortraitFocusFields
              across={field("photoFocusX")}
              down={field("photoFocusY")}
              photo={props.photo}
              name={field("name").defaultValue}
            />
          )}
        </>
      )}
    </ContentFormFrame>
  );
}
