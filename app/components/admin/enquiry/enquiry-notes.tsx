import { TextareaField } from "~/components/forms/choice-fields";
import { ErrorSummary } from "~/components/forms/error-summary";
import { IntentForm } from "~/components/forms/intent-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { bindFields, type ShownForm } from "~/lib/forms/form-problem";
import { NOTE_MAX } from "~/shared/schemas/office-admin";
import { AdminSection } from "../admin-section";
import { BylinedList } from "../bylined-list";
import { useSubmittingIntent } from "../use-submitting-intent";

/** Staff's notes on an enquiry, oldest first, and the form to add one. */
export function EnquiryNotes({
  notes,
  shown,
}: {
  notes: ReadonlyArray<{ id: string; authorName: string; body: string; at: string }>;
  /** The note form shown again. */
  shown?: ShownForm;
}) {
  const field = bindFields("note", shown);
  return (
    <AdminSection id="notes-heading" title="Internal notes" className="mt-8">
      <p className="text-muted">Only staff see these; the sender never does.</p>
      <BylinedList
        items={notes.map((n) => ({ id: n.id, text: n.body, name: n.authorName, at: n.at }))}
        empty="No notes yet."
        look="notes"
      />
      <IntentForm intent="note" noValidate className="mt-6" aria-labelledby="add-note-heading">
        <h3 id="add-note-heading" className="text-xl">
          Add a note
        </h3>
        <ErrorSummary
          errors={shown?.errors ?? {}}
          order={["body"]}
          idPrefix="note"
          formError={shown?.formError}
        />
        <TextareaField
          {...field("body")}
          label="Note"
          hint={`Up to ${NOTE_MAX.toLocaleString("en-GB")} characters.`}
          rows={4}
        />
        <SubmitButton busy={useSubmittingIntent() === "note"} busyLabel="Adding note...">
          Add note
        </SubmitButton>
      </IntentForm>
    </AdminSection>
  );
}
