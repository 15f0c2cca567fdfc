import type { MeetingType } from "~/lib/schemas/booking";

const zone = "Europe/London";

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: zone,
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
});
const timeFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: zone,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "Mon 23 Nov 2026" in London time. */
export const londonDay = (iso: string | Date) => dateFormat.format(new Date(iso));
/** "09:30" in London time. */
export const londonTime = (iso: string | Date) => timeFormat.format(new Date(iso));
/** "Mon 23 Nov 2026, 09:30". */
export const londonDayTime = (iso: string | Date) => `${londonDay(iso)}, ${londonTime(iso)}`;

/** The London date of an instant, "2026-11-23". */
export const londonIsoDate = (iso: string | Date) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(iso));

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
