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

/** What the words about a booking need to know of it; the lawyer and link once it holds them. */
export interface BookingPlaceInput {
  type: MeetingType;
  /** The client's number, which a phone consultation is made to. */
  phone: string;
  status: "confirmed" | "requested" | "cancelled";
  /** The video meeting's address (video bookings only). */
  meetingUrl?: string | null;
  /** The lawyer's name, once the booking holds one. */
  lawyerName?: string | null;
}

/**
 * Where the meeting happens, in words a client can act on: the office's address, who will call
 * which number, or the link to join. A cancelled booking promises nothing: no call, no link.
 */
export function placeOf(
  b: BookingPlaceInput,
  /** The offices in the firm's facts (an admin may have moved one). */
  offices: readonly Office[],
): { label: string; where: string; mapUrl?: string; joinUrl?: string } {
  if (b.type === "bramhall" || b.type === "heaton-moor") {
    const office = findOffice(b.type, offices);
    return {
      label: meetingTypeLabels[b.type],
      where: formatAddress(office),
      mapUrl: office.mapUrl,
    };
  }
  const label = meetingTypeLabels[b.type];
  if (b.status === "cancelled")
    return { label, where: b.type === "phone" ? `Phone call to ${b.phone}` : "Video call" };
  if (b.type === "phone")
    return { label, where: `${b.lawyerName || "We"} will call you on ${b.phone}` };
  if (b.meetingUrl)
    return { label, where: `Join the video call at ${b.meetingUrl}`, joinUrl: b.meetingUrl };
  if (b.status === "requested")
    return { label, where: "We will send you the link to join when we confirm your time" };
  return { label, where: "Please call us for the link to join the video call" };
}

/** The lawyer a client will meet, as the e-mails and calendar files name them. */
export interface NamedLawyer {
  name: string;
  role: string;
  /** Their page on the site (absolute), or null while they are not listed on it. */
  pageUrl: string | null;
}

/** "Eleanor Carrow, Founding Partner; Head of Wills, Probate and Later Life". */
export const lawyerWithRole = (lawyer: { name: string; role: string }) =>
  lawyer.role ? `${lawyer.name}, ${lawyer.role}` : lawyer.name;

/** A Saturday request's words while the firm has still to say who the client will meet. */
export const lawyerToBeConfirmed = "We will confirm who you will meet when we confirm your time";

/**
 * "With Eleanor Carrow, Founding Partner; … (https://…/team/eleanor-carrow)." for a calendar
 * entry; nothing for a booking without a lawyer, unless it is a request still to be confirmed.
 */
export function lawyerSentence(lawyer: NamedLawyer | null, status: BookingPlaceInput["status"]) {
  if (!lawyer) return status === "requested" ? `${lawyerToBeConfirmed}.` : "";
  return `With ${lawyerWithRole(lawyer)}${lawyer.pageUrl ? ` (${lawyer.pageUrl})` : ""}.`;
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
