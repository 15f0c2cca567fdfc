import { formatShortDate, formatTime } from "~/shared/time/format";
import { AdminSection } from "../admin-section";

/** Who the client is, when and how they meet us, and what they told us. */
export function ConsultationFacts({
  booking,
}: {
  booking: {
    name: string;
    email: string;
    /** Whether the address belongs to an account that has confirmed it (issue 20). */
    verifiedAccount: boolean;
    phone: string;
    startsAt: string;
    meetingType: string;
    where: string;
    practiceArea: string;
    /** "Eleanor Carrow, Founding Partner; …", or null while no lawyer holds it. */
    lawyer: string | null;
    summary: string;
    cancelReason: string | null;
  };
}) {
  return (
    <AdminSection id="client-heading" title="Client and consultation" className="mt-8">
      <dl className="mt-3 grid max-w-3xl grid-cols-1 gap-x-6 gap-y-2 rounded-lg border border-stone-200 bg-white p-5 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Name</dt>
        <dd>{booking.name}</dd>
        <dt className="font-semibold">E-mail</dt>
        <dd className="break-all">
          <a href={`mailto:${booking.email}`}>{booking.email}</a>
          <span className="block text-sm text-muted">
            {booking.verifiedAccount
              ? "Belongs to a website account that has confirmed it"
              : "No website account has confirmed this address"}
          </span>
        </dd>
        <dt className="font-semibold">Phone</dt>
        <dd>
          <a href={`tel:${booking.phone.replace(/[^\d+]/g, "")}`}>{booking.phone}</a>
        </dd>
        <dt className="font-semibold">When</dt>
        <dd>{`${formatShortDate(booking.startsAt)} at ${formatTime(booking.startsAt)}`}</dd>
        <dt className="font-semibold">How</dt>
        <dd>{`${booking.meetingType}. ${booking.where}`}</dd>
        <dt className="font-semibold">About</dt>
        <dd>{booking.practiceArea}</dd>
        <dt className="font-semibold">With</dt>
        <dd>{booking.lawyer ?? "No lawyer yet"}</dd>
        <dt className="font-semibold">What they told us</dt>
        <dd className="whitespace-pre-line">{booking.summary}</dd>
        {booking.cancelReason && (
          <>
            <dt className="font-semibold">Cancellation reason</dt>
            <dd>{booking.cancelReason}</dd>
          </>
        )}
      </dl>
    </AdminSection>
  );
}
