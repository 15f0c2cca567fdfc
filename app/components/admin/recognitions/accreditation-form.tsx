import { TextField } from "~/components/forms/text-field";
import type { ShownForm } from "~/lib/forms/form-problem";
import type { PictureData } from "~/shared/images";
import { ACCREDITATION_NAME_MAX } from "~/shared/schemas/recognitions";
import { ContentFormFrame } from "../content-form-frame";
import { ImageField } from "../content-image-field";
import { LinkField } from "./link-field";

const idPrefix = "accreditation";
const fieldOrder = ["name", "logo", "link", "since"] as const;

/** Adds or edits an accreditation; the logo is an upload, so the form is multipart. */
export function AccreditationForm({
  shown,
  stored,
  logo,
  version,
  submitLabel,
}: {
  /** A refused save, shown again with its problems and everything typed. */
  shown?: ShownForm;
  /** What is stored, when editing. */
  stored?: Record<string, string>;
  logo: PictureData | null;
  /** Present when editing: the version the editor loaded. */
  version?: number;
  submitLabel: string;
}) {
  return (
    <ContentFormFrame
      label="Accreditation"
      className="max-w-3xl"
      idPrefix={idPrefix}
      fieldOrder={fieldOrder}
      shown={shown}
      stored={stored}
      version={version}
      submitLabel={submitLabel}
    >
      {(field) => (
        <>
          <TextField
            {...field("name")}
            label="Name"
            hint="As the scheme writes it, for example: Lexcel. The website also reads it out as the logo's description."
            maxLength={ACCREDITATION_NAME_MAX}
            autoComplete="off"
            className="max-w-2xl"
          />
          <ImageField
            {...field("logo")}
            label="Logo (optional)"
            hint="The scheme's own logo, as a JPEG, PNG, WebP or AVIF image up to 5 MB. Without one, the website shows the name."
            current={logo}
            currentAlt={field("name").defaultValue}
            removeName="removeLogo"
            removeLabel="Remove this logo"
          />
          <LinkField
            {...field("link")}
            label="Link (optional)"
            hint="The scheme's page about us, starting with https://"
          />
          <TextField
            {...field("since")}
            label="Held since (optional)"
            hint="A year, like 2019, or a date, like 14/05/2019. The website shows the year."
            autoComplete="off"
            className="max-w-48!"
          />
        </>
      )}
    </ContentFormFrame>
  );
}
