import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { type ICalCalendarData, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
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
 * A consultation's UID in every calendar file: the client's invite and the lawyer's feed name
 * the same booking the same way, so both are one event.
 */
export const consultationUid = (bookingId: string) => `${bookingId}@carrow-hale.consultations`;

/** A calendar whose times are London's, with the zone's definition written in. */
export function londonCalendar(data: ICalCalendarData) {
  return ical({ ...data, timezone: { name: firmTimeZone, generator: getVtimezoneComponent } });
}

/**
 * A consultation's start and end as ical-generator needs them. It writes a plain Date's local
 * fields (the server's zone) beside the TZID, so it is given Dates whose local fields read
 * London's wall clock; otherwise, on a server in UTC, a summer consultation at 12:30 would go
 * into calendars at 11:30.
 */
export function londonTimes(start: Date, end: Date) {
  return { start: londonWallClock(start), end: londonWallClock(end), timezone: firmTimeZone };
}

/**
 * The .ics for a consultation: a stable UID per booking and a SEQUENCE that goes up with every
 * change, so calendars update the same event instead of adding another; times in London's zone.
 */
export function calendarInvite(input: InviteInput): string {
  const calendar = londonCalendar({
    prodId: { company: input.organizer.name, product: "Consultations", language: "EN" },
    method: input.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: consultationUid(input.bookingId),
    sequence: input.sequence,
    ...londonTimes(input.start, input.end),
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
