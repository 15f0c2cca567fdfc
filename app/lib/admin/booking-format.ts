import type { MeetingType } from "~/shared/schemas/booking";
import { formatShortDate, formatTime } from "~/shared/time/format";
import type { DateInput } from "~/shared/time/london-clock";

/** "Mon 23 Nov 2026, 9:30 AM" in London time, for the admin area's tables and histories. */
export const londonDayTime = (iso: DateInput) => `${formatShortDate(iso)}, ${formatTime(iso)}`;

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
