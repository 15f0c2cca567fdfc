import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { AddToCalendar } from "~/components/booking/add-to-calendar";
import type { CalendarDay } from "~/components/booking/day-calendar";
import {
  JoinLink,
  MeetingLawyer,
  type MeetingLawyerData,
  withLawyer,
} from "~/components/booking/meeting-details";
import { MoveBooking } from "~/components/booking/move-booking";
import { ConfirmStep } from "~/components/forms/confirm-step";
import { ErrorSummary } from "~/components/forms/error-summary";
import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { formatAmount } from "~/components/quote/amount";
import { SiteLink } from "~/components/site-link";
import { areaLabel, lawyerToBeConfirmed } from "~/shared/booking/facts";
import { type MeetingType, meetingTypeInSentence } from "~/shared/booking/options";
import { formatDay, formatTime } from "~/shared/time/format";
import { problemFor } from "./account-forms";
import { AccountSection } from "./account-section";

/** The calendar for moving one of the account's bookings, as the manage link shows it. */
export interface MoveCalendar {
  booking: string;
  days: CalendarDay[];
  window: { first: string; last: string };
  month: string;
  date?: string;
  slots: string[];
}

export interface AccountRecordsData {
  bookings: Array<{
    id: string;
    reference: string;
    practiceArea: string;
    meetingType: MeetingType;
    startsAt: string;
    /** "Monday 1 December at 10:00 AM", written by the server (see the account page's loader). */
    when: string;
    status: "confirmed" | "requested" | "cancelled";
    upcoming: boolean;
    googleLink: string;
    /** Who the client meets; null for a booking without a lawyer. */
    lawyer: MeetingLawyerData | null;
    /** Where, in words ("Eleanor Carrow will call you on …"), and a video call's link. */
    place: { where: string; joinUrl?: string };
  }>;
  moving: MoveCalendar | null;
  /** Sent and quoted dates in words, written by the server as `when` is. */
  enquiries: Array<{ reference: string; practiceArea: string; status: string; sentOn: string }>;
  quotes: Array<{ reference: string; totalMin: number; totalMax: number; quotedOn: string }>;
}

const statusWords = {
  confirmed: "Booked",
  requested: "Saturday request, waiting for us to confirm",
  cancelled: "Cancelled",
} as const;

const enquiryStatusWords: Record<string, string> = {
  new: "Received",
  "in-progress": "We are dealing with it",
  closed: "Closed",
};

/** What belongs to the verified address: consultations, messages and quotes. */
export function AccountRecords({
  records,
  answer,
}: {
  records: AccountRecordsData;
  answer: unknown;
}) {
  const upcoming = records.bookings.filter((b) => b.upcoming).reverse();
  const past = records.bookings.filter((b) => !b.upcoming);
  const asked = answer as
    | { kind?: string; booking?: string; reason?: string; start?: string }
    | undefined;
  const askingAbout = asked?.kind === "confirm-cancel" ? asked.booking : undefined;
  const moveAsked = asked?.kind === "confirm-move" ? asked : undefined;
  const moveProblem = problemFor("reschedule", answer) as
    | (ReturnType<typeof problemFor> & { booking?: string })
    | undefined;
  return (
    <>
      <AccountSection id="consultations" heading="My consultations">
        <h3 className="mt-6 text-heading">Upcoming</h3>
        <RecordList
          items={upcoming}
          none={
            <>
              No upcoming consultations.{" "}
              <SiteLink to="/consultation">Book a free consultation</SiteLink>.
            </>
          }
          spacing="space-y-4"
        >
          {(b) => (
            <li key={b.id} className="rounded-md border-2 border-ink/20 p-4">
              <BookingLine booking={b} />
              <BookingPeople booking={b} />
              {askingAbout === b.id ? (
                <CancelQuestion booking={b} reason={asked?.reason ?? ""} />
              ) : moveAsked?.booking === b.id && moveAsked.start ? (
                <MoveQuestion booking={b} to={moveAsked.start} />
              ) : (
                <BookingActions
                  booking={b}
                  moving={records.moving?.booking === b.id ? records.moving : null}
                  problem={moveProblem?.booking === b.id ? moveProblem.formError : undefined}
                />
              )}
            </li>
          )}
        </RecordList>
        <h3 className="mt-6 text-heading">Past and cancelled</h3>
        <RecordList items={past} none="None.">
          {(b) => (
            <li key={b.id}>
              <BookingLine booking={b} />
            </li>
          )}
        </RecordList>
      </AccountSection>

      <AccountSection id="messages" heading="My messages" className="mt-12">
        <RecordList
          items={records.enquiries}
          none={
            <>
              No messages. <SiteLink to="/contact">Contact us</SiteLink>.
            </>
          }
        >
          {(e) => (
            <li key={e.reference}>
              <strong>{e.reference}</strong>: {areaLabel(e.practiceArea)}, sent {e.sentOn}.{" "}
              {enquiryStatusWords[e.status] ?? e.status}.
            </li>
          )}
        </RecordList>
      </AccountSection>

      <AccountSection id="quotes" heading="My quotes" className="mt-12">
        <RecordList
          items={records.quotes}
          none="No conveyancing quotes have been e-mailed to this address."
        >
          {(q) => (
            <li key={q.reference}>
              <SiteLink to={`/account/quotes/${q.reference}`}>
                <strong>{q.reference}</strong>
                <span className="sr-only">: open this quote</span>
              </SiteLink>
              , quoted {q.quotedOn}:{" "}
              {formatAmount({ min: q.totalMin / 100, max: q.totalMax / 100 })} as quoted then.
            </li>
          )}
        </RecordList>
        <p className="mt-3">
          Prices change.{" "}
          <SiteLink to="/services/conveyancing/conveyancing-costs">
            Get a fresh quote at today's prices
          </SiteLink>
          .
        </p>
      </AccountSection>
    </>
  );
}

/** The records as a list, or the words for none. */
function RecordList<T>({
  items,
  none,
  spacing = "space-y-2",
  children: item,
}: {
  items: readonly T[];
  none: ReactNode;
  spacing?: "space-y-2" | "space-y-4";
  children: (record: T) => ReactNode;
}) {
  if (items.length === 0) return <p className="mt-2">{none}</p>;
  return <ul className={`mt-2 ${spacing}`}>{items.map(item)}</ul>;
}

function BookingLine({ booking }: { booking: AccountRecordsData["bookings"][number] }) {
  return (
    <p>
      <strong>{booking.reference}</strong>: {areaLabel(booking.practiceArea)}, {booking.when},{" "}
      {meetingTypeInSentence[booking.meetingType]}
      {booking.lawyer && !booking.upcoming ? `, ${withLawyer(booking.lawyer)}` : ""}.{" "}
      {statusWords[booking.status]}.
    </p>
  );
}

/** Who an upcoming booking is with, and where: the video link, or who calls which number. */
function BookingPeople({ booking: b }: { booking: AccountRecordsData["bookings"][number] }) {
  return (
    <div className="mt-2 space-y-2">
      {b.lawyer ? (
        <MeetingLawyer lawyer={b.lawyer} size="sm" />
      ) : (
        b.status === "requested" && <p>{lawyerToBeConfirmed}.</p>
      )}
      <p>{b.place.joinUrl ? <JoinLink url={b.place.joinUrl} /> : b.place.where}</p>
    </div>
  );
}

/**
 * An upcoming booking's actions, as on its manage link: the calendar file, moving to another
 * free time (a confirmed booking only) and cancelling.
 */
function BookingActions({
  booking: b,
  moving,
  problem,
}: {
  booking: AccountRecordsData["bookings"][number];
  moving: MoveCalendar | null;
  problem: string | undefined;
}) {
  const confirmed = b.status === "confirmed";
  return (
    <>
      {problem && (
        <div className="mt-3">
          <ErrorSummary errors={{}} order={[]} idPrefix={`booking-${b.id}`} formError={problem} />
        </div>
      )}
      {confirmed && (
        <AddToCalendar
          icsHref={`/account/consultations/${b.id}/invite.ics`}
          googleLink={b.googleLink}
          reference={b.reference}
        />
      )}
      {confirmed &&
        (moving ? (
          <MoveBooking
            base="/account"
            moving={b.id}
            fields={{ booking: b.id }}
            days={moving.days}
            window={moving.window}
            month={moving.month}
            date={moving.date}
            slots={moving.slots}
          />
        ) : (
          <p className="mt-3">
            <SiteLink to={`/account?move=${b.id}#calendar`} className="font-semibold">
              Choose a different time<span className="sr-only"> for {b.reference}</span>
            </SiteLink>
          </p>
        ))}
      <SiteForm method="post" action="/account" className="mt-3">
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="booking" value={b.id} />
        <SubmitButton variant="destructive-secondary">Cancel {b.reference}</SubmitButton>
      </SiteForm>
    </>
  );
}

/** The question before a move (ADR 018), as the manage link asks it. */
function MoveQuestion({
  booking,
  to,
}: {
  booking: AccountRecordsData["bookings"][number];
  to: string;
}) {
  const navigation = useNavigation();
  const when = (iso: string) => `${formatDay(iso)} at ${formatTime(iso)}`;
  return (
    <div className="mt-3">
      <ConfirmStep
        question={`Move your consultation from ${when(booking.startsAt)} to ${when(to)} (UK time)?`}
        action="/account"
        fields={{ intent: "reschedule", booking: booking.id, start: to }}
        confirmLabel="Yes, move it"
        busyLabel="Moving..."
        keepLabel="No, keep my time"
        keepTo="/account"
        busy={navigation.state === "submitting"}
      >
        <p>
          We will e-mail you the new time, an updated calendar invite and a new link to manage it.
        </p>
      </ConfirmStep>
    </div>
  );
}

/** The question before a cancellation (ADR 018): only its own post cancels. */
function CancelQuestion({
  booking,
  reason,
}: {
  booking: AccountRecordsData["bookings"][number];
  reason: string;
}) {
  const navigation = useNavigation();
  const heading = `Cancel your consultation on ${booking.when}?`;
  return (
    <section aria-labelledby={`cancel-${booking.id}`} className="mt-3">
      <h4 id={`cancel-${booking.id}`} className="font-semibold" tabIndex={-1}>
        {heading}
      </h4>
      <SiteForm method="post" className="mt-3 flex flex-wrap items-center gap-4">
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="booking" value={booking.id} />
        <input type="hidden" name="reason" value={reason} />
        <input type="hidden" name="confirmed" value="yes" />
        <SubmitButton variant="destructive" busy={navigation.state === "submitting"}>
          Yes, cancel it
        </SubmitButton>
        <SiteLink to="/account">No, keep it</SiteLink>
      </SiteForm>
    </section>
  );
}
