import { ICalEventStatus } from "ical-generator";
import { areaLabel, formatWhen } from "~/shared/booking/facts";
import {
  type MeetingType,
  meetingTypeInSentence,
  meetingTypeLabels,
} from "~/shared/booking/options";
import { findOffice, formatAddress, type Office } from "~/shared/firm/facts";
import { consultationUid, londonCalendar, londonTimes } from "../booking/calendar-invite";

/**
 * What a lawyer's feed may say about a booking. Deliberately not the whole row: the matter
 * summary and the client's e-mail address never leave the site this way, since a feed is
 * copied into calendar services the firm does not control.
 */
export interface FeedBooking {
  id: string;
  reference: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  practiceArea: string;
  meetingType: MeetingType;
  meetingUrl: string | null;
  name: string;
}

function placeOf(b: FeedBooking, offices: readonly Office[]): string {
  if (b.meetingType === "bramhall" || b.meetingType === "heaton-moor") {
    return formatAddress(findOffice(b.meetingType, offices));
  }
  if (b.meetingType === "video" && b.meetingUrl) return b.meetingUrl;
  return meetingTypeLabels[b.meetingType];
}

/**
 * A lawyer's consultations as a subscribed calendar (no METHOD: it is a feed, not an
 * invitation). Each event has the UID of the client's invite for that booking and its
 * SEQUENCE, so a change to the booking updates the same event.
 */
export function calendarFeedFile(input: {
  firm: { name: string; offices: readonly Office[] };
  lawyerName: string;
  bookings: readonly FeedBooking[];
}): string {
  const calendar = londonCalendar({
    prodId: { company: input.firm.name, product: "Consultation feed", language: "EN" },
    name: `Consultations: ${input.lawyerName}`,
    // A hint for how often calendar apps fetch it; most choose for themselves.
    ttl: 60 * 60,
  });
  for (const b of input.bookings) {
    const place = placeOf(b, input.firm.offices);
    const lines = [
      `${formatWhen(b.startsAt)}.`,
      `${areaLabel(b.practiceArea)}, ${meetingTypeInSentence[b.meetingType]}.`,
      `Reference ${b.reference}.`,
      ...(b.meetingUrl ? [`Meeting link: ${b.meetingUrl}`] : []),
    ];
    calendar.createEvent({
      id: consultationUid(b.id),
      sequence: b.sequence,
      ...londonTimes(b.startsAt, b.endsAt),
      summary: `Consultation: ${b.name} (${b.reference})`,
      description: lines.join("\n"),
      location: place,
      url: b.meetingUrl,
      status: ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
