import { areaLabel, formatWhen, placeOf } from "~/shared/booking/facts";
import type { FirmFacts } from "~/shared/firm/facts";
import type { BookingRow } from "./booking-row";
import { calendarInvite } from "./calendar-invite";

/**
 * A consultation's calendar file (.ics text): a REQUEST while it stands, a CANCEL that takes it
 * out of the client's calendar once `cancelled`. The manage page's download and the e-mails'
 * attachments are this one file.
 */
export function bookingCalendarFile(b: BookingRow, cancelled: boolean, firm: FirmFacts): string {
  const place = placeOf(b.meetingType, b.phone, firm.offices);
  return calendarInvite({
    bookingId: b.id,
    sequence: b.sequence,
    start: b.startsAt,
    end: b.endsAt,
    summary: `Free consultation with ${firm.name}`,
    // The time in words as well, in the e-mail's style: a calendar set to another zone
    // moves the event, and the client should still see when it is in the UK.
    description: `${formatWhen(b.startsAt)}. ${areaLabel(b.practiceArea)}. ${place.where}. Reference ${b.reference}.`,
    location: place.where,
    attendeeEmail: b.email,
    attendeeName: b.name,
    organizer: { name: firm.name, email: firm.email },
    cancelled,
  });
}

/** The calendar file as an e-mail attachment. */
export function calendarAttachment(b: BookingRow, cancelled: boolean, firm: FirmFacts) {
  return {
    filename: "consultation.ics",
    contentType: `text/calendar; charset=utf-8; method=${cancelled ? "CANCEL" : "REQUEST"}`,
    content: Buffer.from(bookingCalendarFile(b, cancelled, firm)).toString("base64"),
  };
}
