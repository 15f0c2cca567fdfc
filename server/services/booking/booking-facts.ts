import {
  findOffice,
  firm,
  formatAddress,
  type PracticeAreaSlug,
  practiceAreaName,
} from "~/config/firm";
import { type MeetingType, meetingTypeLabels } from "~/lib/schemas/booking";
import { FIRM_TIME_ZONE } from "./find-free-slots";

const when = new Intl.DateTimeFormat("en-GB", {
  timeZone: FIRM_TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** "Tuesday 1 December 2026 at 9:00 am (UK time)". */
export function formatWhen(start: Date): string {
  const parts = when.formatToParts(start);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("weekday")} ${get("day")} ${get("month")} ${get("year")} at ${get("hour")}:${get("minute")} ${get("dayPeriod").toLowerCase()} (UK time)`;
}

/** Where the meeting happens, in words a client can act on. */
export function placeOf(
  type: MeetingType,
  phone: string,
): { label: string; where: string; mapUrl?: string } {
  if (type === "bramhall" || type === "heaton-moor") {
    const office = findOffice(type);
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

export const firmPhone = firm.phone;
