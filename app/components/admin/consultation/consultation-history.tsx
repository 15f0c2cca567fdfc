import { londonDayTime } from "~/lib/admin/booking-format";
import { AdminSection } from "../admin-section";

/**
 * The booking's story, oldest first: how it was made, then every change from the audit log
 * (staff named; a client's own change says so in its summary).
 */
export function ConsultationHistory({
  booking,
  history,
}: {
  booking: { status: string; createdAt: string; cancelledAt: string | null };
  history: ReadonlyArray<{ id: string; actor: string | null; summary: string; at: string }>;
}) {
  const madeAsRequest =
    booking.status === "requested" ||
    history.some((h) => h.summary.startsWith("Confirmed Saturday"));
  return (
    <AdminSection id="history-heading" title="History" className="mt-10 max-w-3xl">
      <ol className="mt-3 space-y-2">
        <li>{`${londonDayTime(booking.createdAt)}: ${madeAsRequest ? "Saturday request made" : "Booked"} by the client`}</li>
        {history.map((h) => (
          <li
            key={h.id}
          >{`${londonDayTime(h.at)}: ${h.summary}${h.actor ? ` (${h.actor})` : ""}`}</li>
        ))}
        {/* Cancellations by the manage link made before they were written to the log. */}
        {booking.cancelledAt && !history.some((h) => h.summary.startsWith("Cancelled")) && (
          <li>{`${londonDayTime(booking.cancelledAt)}: Cancelled by the client`}</li>
        )}
      </ol>
    </AdminSection>
  );
}
