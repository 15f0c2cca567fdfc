import {
  findOffice,
  formatAddress,
  type Office,
  type PracticeAreaSlug,
  practiceAreaName,
} from "~/shared/firm/facts";
import { type MeetingType, meetingTypeLabels } from "~/shared/schemas/booking";
import { formatDateAndTime } from "~/shared/time/format";
import { firmTimeZone } from "~/shared/time/london-clock";

/** "Tuesday 1 December 2026 at 9:00 AM (UK time)". */
export function formatWhen(start: Date): string {
  return `${formatDateAndTime(start)} (UK time)`;
}

/** Where the meeting happens, in words a client can act on. */
export function placeOf(
  type: MeetingType,
  phone: string,
  /** The offices in the firm's facts (an admin may have moved one). */
  offices: readonly Office[],
): { label: string; where: string; mapUrl?: string } {
  if (type === "bramhall" || type === "heaton-moor") {
    const office = findOffice(type, offices);
    return { label: meetingTypeLabels[type], where: formatAddress(office), mapUrl: office.mapUrl };
  }
  if (type === "phone")
    return { label: meetingTypeLabels.phone, where: `We will call you on ${phone}` };
  return {
    label: meetingTypeLabels.video,
    where: "We will e-mail you a link to join before the meeting",
  };
}

export const areaLabel = (slug: string) => practiceAreaName(slug as PracticeAreaSlug);

export const whatToBring = [
  "Any letters or documents about your matter (copies are fine).",
  "A short list of dates, if your situation has a history.",
  "Your questions, written down so nothing is forgotten.",
];

/** "Add to Google Calendar" for the confirmation page. */
export function googleCalendarLink(input: {
  start: Date;
  end: Date;
  title: string;
  details: string;
  location: string;
}) {
  const stamp = (d: Date) =>
    d
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: input.title,
    dates: `${stamp(input.start)}/${stamp(input.end)}`,
    details: input.details,
    location: input.location,
    ctz: firmTimeZone,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}
