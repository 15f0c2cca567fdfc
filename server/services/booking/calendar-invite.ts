import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { firmTimeZone } from "~/shared/time/london-clock";
import { londonWallClock } from "~/shared/time/london-instant";

export interface InviteInput {
  bookingId: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  /** The video meeting's address, for calendars that offer a "join" button. */
  url?: string | null;
  attendeeEmail: string;
  attendeeName: string;
  /** The firm, from its facts: the calendar's maker and the event's organiser. */
  organizer: { name: string; email: string };
  cancelled?: boolean;
}

/**
 * The .ics for a consultation: a stable UID per booking and a SEQUENCE that goes up with every
 * change, so calendars update the same event instead of adding another; times in London's zone.
 */
export function calendarInvite(input: InviteInput): string {
  const calendar = ical({
    prodId: { company: input.organizer.name, product: "Consultations", language: "EN" },
    method: input.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    timezone: { name: firmTimeZone, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: `${input.bookingId}@carrow-hale.consultations`,
    sequence: input.sequence,
    // ical-generator writes a plain Date's local fields (the server's zone) beside the TZID, so
    // it is given Dates whose local fields read London's wall clock; otherwise, on a server in
    // UTC, a summer consultation at 12:30 would go into calendars at 11:30.
    start: londonWallClock(input.start),
    end: londonWallClock(input.end),
    timezone: firmTimeZone,
    summary: input.summary,
    description: input.description,
    location: input.location,
    url: input.url ?? null,
    status: input.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: input.organizer,
    attendees: [{ name: input.attendeeName, email: input.attendeeEmail, rsvp: false }],
  });
  return calendar.toString();
}
