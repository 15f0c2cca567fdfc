import { PageHeader } from "~/components/content/page-header";
import { ConfirmStep } from "~/components/forms/confirm-step";
import { formatDay, formatTime } from "~/shared/time/format";
import { londonParts } from "~/shared/time/london-clock";

const dayAndTime = (iso: string) => `${formatDay(iso)} at ${formatTime(iso)}`;
const partOfDay = (iso: string) => (londonParts(iso).hour < 12 ? "morning" : "afternoon");

export type ManageChange =
  | { kind: "move"; from: string; to: string }
  | { kind: "cancel"; start: string; reason: string; requested: boolean };

/** The manage link's "are you sure?" page: the change in words, then confirm or keep it. */
export function ManageConfirmation({
  change,
  reference,
  page,
  busy,
}: {
  change: ManageChange;
  reference: string;
  /** The manage page: where the form posts, and where "keep it" goes back to. */
  page: string;
  busy: boolean;
}) {
  const moving = change.kind === "move";
  return (
    <>
      <PageHeader
        heading={
          moving
            ? "Move your consultation?"
            : change.requested
              ? "Cancel your Saturday request?"
              : "Cancel your consultation?"
        }
        lead={`Reference ${reference}`}
      />
      <div className="mx-auto max-w-6xl px-4 py-10 [&>*]:max-w-3xl">
        {moving ? (
          <ConfirmStep
            question={`Move your consultation from ${dayAndTime(change.from)} to ${dayAndTime(change.to)} (UK time)?`}
            action={page}
            fields={{ intent: "reschedule", start: change.to }}
            confirmLabel="Yes, move it"
            busyLabel="Moving..."
            keepLabel="No, keep my time"
            keepTo={page}
            busy={busy}
          >
            <p>We will e-mail you the new time and an updated calendar invite.</p>
          </ConfirmStep>
        ) : (
          <ConfirmStep
            question={
              change.requested
                ? `Cancel your Saturday request for ${formatDay(change.start)} (${partOfDay(change.start)})?`
                : `Cancel your consultation on ${dayAndTime(change.start)} (UK time)?`
            }
            action={page}
            fields={{ intent: "cancel", reason: change.reason }}
            confirmLabel={change.requested ? "Yes, cancel my request" : "Yes, cancel it"}
            busyLabel="Cancelling..."
            keepLabel="No, keep it"
            keepTo={page}
            busy={busy}
            destructive
          >
            <p>
              {change.requested
                ? "We will not contact you about this Saturday. You can ask for another day at any time."
                : "The time will be offered to someone else. You can book a new time whenever you like."}
            </p>
            {change.reason && <p className="text-muted">{`Your reason: ${change.reason}`}</p>}
          </ConfirmStep>
        )}
      </div>
    </>
  );
}
