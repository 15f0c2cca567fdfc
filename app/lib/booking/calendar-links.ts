import {
  googleCalendarLink,
  lawyerSentence,
  type NamedLawyer,
  placeOf,
} from "~/shared/booking/facts";
import type { MeetingType } from "~/shared/booking/options";
import type { FirmFacts } from "~/shared/firm/facts";

/**
 * "Add to Google Calendar" for one booking, as the manage link and the account both offer it:
 * the same title, reference, lawyer and place as the .ics file; a video call's link as the
 * place, so the calendar shows it where people look.
 */
export function bookingGoogleLink(
  b: {
    startsAt: Date;
    endsAt: Date;
    reference: string;
    meetingType: MeetingType;
    phone: string;
    status: "confirmed" | "requested" | "cancelled";
    meetingUrl: string | null;
  },
  firm: Pick<FirmFacts, "name" | "offices">,
  lawyer: NamedLawyer | null,
): string {
  const place = placeOf(
    {
      type: b.meetingType,
      phone: b.phone,
      status: b.status,
      meetingUrl: b.meetingUrl,
      lawyerName: lawyer?.name,
    },
    firm.offices,
  );
  const details = [
    `Reference ${b.reference}.`,
    lawyerSentence(lawyer, b.status),
    `${place.where}.`,
  ];
  return googleCalendarLink({
    start: b.startsAt,
    end: b.endsAt,
    title: `Free consultation with ${firm.name}`,
    details: details.filter(Boolean).join(" "),
    location: place.joinUrl ?? place.where,
  });
}
