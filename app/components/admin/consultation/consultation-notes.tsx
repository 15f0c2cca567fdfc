import { TextareaField } from "~/components/forms/choice-fields";
import { IntentForm } from "~/components/forms/intent-form";
import { londonDayTime } from "~/lib/admin/booking-format";
import { bindFields, type ShownForm } from "~/lib/forms/form-problem";
import { AdminSection } from "../admin-section";
import { secondaryButton } from "./buttons";

/** Staff's notes on the booking, and the form to add one. */
export function ConsultationNotes({
  notes,
  shown,
  busy,
}: {
  notes: ReadonlyArray<{ id: string; author: string; body: string; at: string }>;
  shown?: ShownForm;
  busy: boolean;
}) {
  const field = bindFields("booking", shown);
  return (
    <AdminSection id="notes-heading" title="Internal notes" className="mt-10 max-w-3xl">
      <p className="text-muted">Only staff see these.</p>
      {notes.length === 0 ? (
        <p className="mt-3">No notes yet.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {notes.map((n) => (
            <li key={n.id} className="rounded-lg border border-stone-200 bg-white p-4">
              <p className="text-sm text-muted">{`${n.author}, ${londonDayTime(n.at)}`}</p>
              <p className="mt-1 whitespace-pre-line">{n.body}</p>
            </li>
          ))}
        </ul>
      )}
      <IntentForm intent="note" className="mt-4">
        <TextareaField {...field("body")} label="Add a note" rows={4} maxLength={4000} />
        <button type="submit" disabled={busy} className={secondaryButton}>
          Add note
        </button>
      </IntentForm>
    </AdminSection>
  );
}
