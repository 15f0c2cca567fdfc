import { TextareaField } from "~/components/forms/choice-fields";
import { ErrorSummary } from "~/components/forms/error-summary";
import { SubmitButton } from "~/components/forms/submit-button";
import { bindFields, type ShownForm } from "~/lib/forms/form-problem";
import { NOTE_MAX } from "~/lib/schemas/office-admin";
import { AdminSection } from "../admin-section";
import { Byline } from "../byline";
import { IntentForm } from "../intent-form";

/** Staff's notes on an enquiry, oldest first, and the form to add one. */
export function EnquiryNotes({
  notes,
  shown,
  busy,
}: {
  notes: ReadonlyArray<{ id: string; authorName: string; body: string; at: string }>;
  /** The note form shown again. */
  shown?: ShownForm;
  busy: boolean;
}) {
  const field = bindFields("note", shown);
  return (
    <AdminSection id="notes-heading" title="Internal notes" className="mt-8">
      <p className="text-muted">Only staff see these; the sender never does.</p>
      {notes.length === 0 ? (
        <p className="mt-3">No notes yet.</p>
      ) : (
        <ol className="mt-3 space-y-4">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg border border-stone-200 bg-white p-4">
              <p className="whitespace-pre-wrap">{note.body}</p>
              <p className="mt-2 text-muted">
                <Byline name={note.authorName} at={note.at} />
              </p>
            </li>
          ))}
        </ol>
      )}
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
        <SubmitButton busy={busy} busyLabel="Adding note...">
          Add note
        </SubmitButton>
      </IntentForm>
    </AdminSection>
  );
}
