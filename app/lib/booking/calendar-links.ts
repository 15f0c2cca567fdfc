import { googleCalendarLink, placeOf } from "~/shared/booking/facts";
import type { MeetingType } from "~/shared/booking/options";
import type { FirmFacts } from "~/shared/firm/facts";

/**
 * "Add to Google Calendar" for one booking, as the manage link and the account both offer it:
 * the same title, reference and place as the .ics file.
 */
export function bookingGoogleLink(
  b: {
    startsAt: Date;
    endsAt: Date;
    reference: string;
    meetingType: MeetingType;
    phone: string;
  },
  firm: Pick<FirmFacts, "name" | "offices">,
): string {
  const place = placeOf(b.meetingType, b.phone, firm.offices);
  return googleCalendarLink({
    start: b.startsAt,
    end: b.endsAt,
    title: `Free consultation with ${firm.name}`,
    details: `Reference ${b.reference}. ${place.where}.`,
    location: place.where,
  });
}
