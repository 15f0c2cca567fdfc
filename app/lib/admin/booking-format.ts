import type { MeetingType } from "~/lib/schemas/booking";
import { type DateInput, formatShortDate, formatTime, londonParts } from "~/lib/time/format";

/** "Mon 23 Nov 2026, 9:30 AM" in London time, for the admin area's tables and histories. */
export const londonDayTime = (iso: DateInput) => `${formatShortDate(iso)}, ${formatTime(iso)}`;

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** The London date of an instant, "2026-11-23", for links, filters and the CSV export. */
export function londonIsoDate(iso: DateInput): string {
  const { year, month, day } = londonParts(iso);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** The London time of an instant on the 24-hour clock, "14:30": for sorting and the CSV export. */
export function londonIsoTime(iso: DateInput): string {
  const { hour, minute } = londonParts(iso);
  return `${twoDigits(hour)}:${twoDigits(minute)}`;
}

export const shortMeetingType: Record<MeetingType, string> = {
  bramhall: "Bramhall",
  "heaton-moor": "Heaton Moor",
  phone: "Phone",
  video: "Video",
};

export const statusLabels = {
  confirmed: "Confirmed",
  requested: "Saturday request",
  cancelled: "Cancelled",
} as const;

export const attendanceLabels = { attended: "Attended", "no-show": "Did not attend" } as const;
