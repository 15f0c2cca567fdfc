import { Form, useNavigation } from "react-router";
import { ErrorSummary } from "~/components/forms/error-summary";
import { TextField } from "~/components/forms/text-field";
import { bindFields, type ShownForm } from "~/lib/forms/form-problem";
import { REVIEW_SOURCE_MAX } from "~/lib/schemas/recognitions";
import { SaveButton } from "../content-save-button";
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
  const field = bindFields(idPrefix, shown, stored);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  return (
    <Form
      key={version ?? "new"}
      method="post"
      noValidate
      aria-label="Review score"
      className="max-w-3xl"
    >
      <ErrorSummary
        errors={shown?.errors ?? {}}
        order={fieldOrder}
        idPrefix={idPrefix}
        formError={shown?.formError || undefined}
      />
      {version !== undefined && <input type="hidden" name="version" value={version} />}
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
      <SaveButton busy={busy}>{submitLabel}</SaveButton>
    </Form>
  );
}
