import {
  CheckboxField,
  RadioGroup,
  SelectField,
  TextareaField,
} from "~/components/forms/choice-fields";
import { TextField } from "~/components/forms/text-field";
import type { ShownForm } from "~/lib/forms/form-problem";
import { practiceAreas } from "~/shared/firm/facts";
import {
  TESTIMONIAL_EVIDENCE_MAX,
  TESTIMONIAL_MATTER_MAX,
  TESTIMONIAL_NAME_MAX,
  TESTIMONIAL_QUOTE_MAX,
} from "~/shared/schemas/testimonials";
import {
  consentMethodLabels,
  testimonialConsentMethods,
} from "~/shared/testimonials/consent-methods";
import { ContentFormFrame } from "../content-form-frame";

const idPrefix = "testimonial";
const fieldOrder = [
  "quote",
  "displayName",
  "matterType",
  "practiceArea",
  "givenOn",
  "consentOn",
  "consentMethod",
  "consentEvidence",
  "notRewarded",
] as const;

const areaOptions = practiceAreas.map((a) => ({ value: a.slug, label: a.name }));
const methodOptions = testimonialConsentMethods.map((m) => ({
  value: m,
  label: consentMethodLabels[m],
}));

/**
 * Adds or edits a testimonial: the client's words and how they agreed to their use. Adding
 * also asks staff to confirm nothing was given for them (`askNotRewarded`).
 */
export function TestimonialForm({
  shown,
  stored,
  version,
  askNotRewarded,
  submitLabel,
}: {
  shown?: ShownForm;
  /** What is stored when editing; today's date for both dates when adding. */
  stored: Record<string, string>;
  version?: number;
  askNotRewarded: boolean;
  submitLabel: string;
}) {
  return (
    <ContentFormFrame
      label="Testimonial"
      className="max-w-3xl"
      idPrefix={idPrefix}
      fieldOrder={fieldOrder}
      shown={shown}
      stored={stored}
      version={version}
      submitLabel={submitLabel}
      multipart={false}
    >
      {(field) => (
        <>
          <TextareaField
            {...field("quote")}
            label="The client's words"
            hint={`Exactly as the client gave them: do not correct, shorten or add to them. Up to ${TESTIMONIAL_QUOTE_MAX.toLocaleString("en-GB")} characters; a blank line starts a new paragraph.`}
            rows={8}
            maxLength={TESTIMONIAL_QUOTE_MAX}
          />
          <TextField
            {...field("displayName")}
            label="Name to show"
            hint="As the client chose to be named, for example: Mrs P., Cheadle, or A client"
            maxLength={TESTIMONIAL_NAME_MAX}
            autoComplete="off"
            className="max-w-xl!"
          />
          <TextField
            {...field("matterType")}
            label="Type of matter"
            hint="In general terms, never the client's details, for example: Buying a first home"
            maxLength={TESTIMONIAL_MATTER_MAX}
            autoComplete="off"
            className="max-w-xl!"
          />
          <SelectField
            {...field("practiceArea")}
            label="Where to show it"
            hint="The practice area's service pages show it, and the home page may too. Choose the home page only when it is about the firm in general."
            options={areaOptions}
            emptyLabel="The home page only"
          />
          <TextField
            {...field("givenOn")}
            type="date"
            label="Date the client gave their words"
            hint="The website shows the month and year"
            className="max-w-52!"
          />
          <TextField
            {...field("consentOn")}
            type="date"
            label="Date the client consented to their use"
            hint="On or after the date they gave their words"
            className="max-w-52!"
          />
          <RadioGroup
            {...field("consentMethod")}
            label="How the client consented"
            options={methodOptions}
          />
          <TextField
            {...field("consentEvidence")}
            label="Where the consent is kept"
            hint="The file reference or document name in the case management system, so anyone can find it"
            maxLength={TESTIMONIAL_EVIDENCE_MAX}
            autoComplete="off"
            className="max-w-2xl!"
          />
          {askNotRewarded && (
            <CheckboxField {...field("notRewarded")}>
              The client was not paid, given a discount or rewarded in any way for their words, and
              they agreed to their name, matter type and words being shown as entered here.
            </CheckboxField>
          )}
        </>
      )}
    </ContentFormFrame>
  );
}
