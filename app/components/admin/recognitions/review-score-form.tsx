import { TextField } from "~/components/forms/text-field";
import type { ShownForm } from "~/lib/forms/form-problem";
import { REVIEW_SOURCE_MAX } from "~/shared/schemas/recognitions";
import { ContentFormFrame } from "../content-form-frame";
import { LinkField } from "./link-field";

const idPrefix = "review";
const fieldOrder = ["source", "rating", "reviewCount", "link", "checkedOn"] as const;

/** Adds or edits a review score, copied from the review site as it stands on the day. */
export function ReviewScoreForm({
  shown,
  stored,
  version,
  submitLabel,
}: {
  shown?: ShownForm;
  /** What is stored when editing; today's date as the day checked when adding. */
  stored: Record<string, string>;
  version?: number;
  submitLabel: string;
}) {
  return (
    <ContentFormFrame
      label="Review score"
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
          <TextField
            {...field("source")}
            label="Where the reviews are"
            hint="For example: Google or Trustpilot"
            maxLength={REVIEW_SOURCE_MAX}
            autoComplete="off"
          />
          <TextField
            {...field("rating")}
            label="Rating out of 5"
            hint="As the review site shows it, like 4.8"
            inputMode="decimal"
            autoComplete="off"
            className="max-w-32!"
          />
          <TextField
            {...field("reviewCount")}
            label="Number of reviews"
            hint="How many reviews the rating is worked out from, like 127"
            inputMode="numeric"
            autoComplete="off"
            className="max-w-40!"
          />
          <LinkField
            {...field("link")}
            label="Link to the reviews (optional)"
            hint="The page where visitors can read them, starting with https://"
          />
          <TextField
            {...field("checkedOn")}
            type="date"
            label="Date you checked the score"
            hint="The website shows it, because scores change. Check again and update it from time to time."
            className="max-w-52!"
          />
        </>
      )}
    </ContentFormFrame>
  );
}
