import {
  areaLabel,
  formatWhen,
  lawyerSentence,
  type NamedLawyer,
  placeOf,
} from "~/shared/booking/facts";
import type { FirmFacts } from "~/shared/firm/facts";
import type { Database } from "../../db/client";
import type { FirmFactsSource } from "../firm-facts";
import { bookingLawyer, namedLawyer } from "./booking-lawyer";
import type { BookingRow } from "./booking-row";
import { calendarInvite } from "./calendar-invite";

/**
 * A consultation's calendar file (.ics text): a REQUEST while it stands, a CANCEL that takes it
 * out of the client's calendar once `cancelled`. The manage page's download and the e-mails'
 * attachments are this one file. A video consultation's link is its LOCATION and URL, and is
 * in the DESCRIPTION too, which every calendar shows.
 */
export function bookingCalendarFile(
  b: BookingRow,
  cancelled: boolean,
  firm: FirmFacts,
  /** Who the client meets; undefined names nobody (as null does). */
  lawyer?: NamedLawyer | null,
): string {
  const status = cancelled ? "cancelled" : b.status;
  const place = placeOf(
    {
      type: b.meetingType,
      phone: b.phone,
      status,
      meetingUrl: b.meetingUrl,
      lawyerName: lawyer?.name,
    },
    firm.offices,
  );
  const description = [
    // The time in words as well, in the e-mail's style: a calendar set to another zone
    // moves the event, and the client should still see when it is in the UK.
    `${formatWhen(b.startsAt)}. ${areaLabel(b.practiceArea)}.`,
    lawyerSentence(lawyer ?? null, status),
    `${place.where}.`,
    `Reference ${b.reference}.`,
  ].filter(Boolean);
  return calendarInvite({
    bookingId: b.id,
    sequence: b.sequence,
    start: b.startsAt,
    end: b.endsAt,
    summary: `Free consultation with ${firm.name}`,
    description: description.join(" "),
    location: place.joinUrl ?? place.where,
    url: place.joinUrl,
    attendeeEmail: b.email,
    attendeeName: b.name,
    organizer: { name: firm.name, email: firm.email },
    cancelled,
  });
}

/** The calendar file as an e-mail attachment. */
export function calendarAttachment(
  b: BookingRow,
  cancelled: boolean,
  firm: FirmFacts,
  lawyer: NamedLawyer | null,
) {
  return {
    filename: "consultation.ics",
    contentType: `text/calendar; charset=utf-8; method=${cancelled ? "CANCEL" : "REQUEST"}`,
    content: Buffer.from(bookingCalendarFile(b, cancelled, firm, lawyer)).toString("base64"),
  };
}

/**
 * The calendar file a client downloads (manage link, account): a CANCEL once the booking is
 * cancelled; the lawyer as they are now, the firm's facts as they are now.
 */
export function createBookingCalendarFiles(deps: {
  db: Database;
  firm: FirmFactsSource;
  siteUrl: string;
}) {
  return async (b: BookingRow): Promise<string> => {
    const [facts, lawyer] = await Promise.all([
      deps.firm.facts(),
      bookingLawyer(deps.db, b.lawyerId),
    ]);
    return bookingCalendarFile(
      b,
      b.status === "cancelled",
      facts,
      namedLawyer(lawyer, deps.siteUrl),
    );
  };
}
