import {
  type CapacityPool as CapacityPoolName,
  capacityPools as capacityPoolNames,
} from "~/shared/booking/options";
import { practiceAreas } from "~/shared/firm/facts";
import { isCalendarDate } from "~/shared/time/parse";
import { z } from "~/shared/zod";
import { meetingTypes } from "./booking";
import { calendarDate, instant } from "./dates";
import { optionalMatching, requiredText } from "./required-text";

export const bookingStatusFilters = ["confirmed", "requested", "cancelled"] as const;
export { type CapacityPoolName, capacityPoolNames };

export const poolLabels: Record<CapacityPoolName, string> = {
  bramhall: "Bramhall office",
  "heaton-moor": "Heaton Moor office",
  remote: "Phone and video",
};

const areaSlugs = practiceAreas.map((p) => p.slug) as [string, ...string[]];

/** An optional filter: anything unusable in the URL is dropped rather than failing the page. */
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** The consultations list's GET filters, shared by the list, the week view and the CSV export. */
export const consultationFiltersSchema = z.object({
  from: lenient(calendarDate("Enter a real date")),
  to: lenient(calendarDate("Enter a real date")),
  status: lenient(z.enum(bookingStatusFilters)),
  area: lenient(z.enum(areaSlugs)),
  type: lenient(z.enum(meetingTypes)),
  /** A team member's id, or "none": the bookings still without a lawyer. */
  lawyer: lenient(z.union([z.uuid(), z.literal("none")])),
  q: lenient(
    z
      .string()
      .trim()
      .max(100)
      .transform((v) => v || undefined),
  ),
  page: z.coerce.number<string>().int().min(1).max(10_000).catch(1),
});
export type ConsultationFilters = z.output<typeof consultationFiltersSchema>;

export function parseConsultationFilters(params: URLSearchParams): ConsultationFilters {
  return consultationFiltersSchema.parse(Object.fromEntries(params));
}

/** The same filters as a query string, without the page (for links that keep the filters). */
export function filtersQuery(filters: ConsultationFilters, extra: Record<string, string> = {}) {
  const params = new URLSearchParams();
  for (const key of ["from", "to", "status", "area", "type", "lawyer", "q"] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return params.toString();
}

export { uuidPattern } from "~/shared/uuid";

export const cancelSchema = z.object({
  reason: requiredText(
    500,
    "Enter a reason for cancelling",
    "Enter a reason of 500 characters or fewer",
  ),
});

export const rescheduleSchema = z.object({
  start: instant("Choose a new time"),
});

export const attendanceSchema = z.object({
  attendance: z.enum(["attended", "no-show"], { message: "Choose attended or did not attend" }),
});

export const noteSchema = z.object({
  body: requiredText(4000, "Enter the note", "Enter a note of 4,000 characters or fewer"),
});

export const settingsSchema = z
  .object({
    notice: z
      .string()
      .trim()
      .min(1, "Enter the minimum notice")
      .pipe(
        z.coerce
          .number<string>({ message: "Enter the minimum notice as a number" })
          .int("Enter the minimum notice as a whole number")
          .min(0, "Minimum notice must be 0 or more"),
      ),
    noticeUnit: z.enum(["minutes", "hours"], { message: "Choose minutes or hours" }),
    windowDays: z
      .string()
      .trim()
      .min(1, "Enter the booking window in days")
      .pipe(
        z.coerce
          .number<string>({ message: "Enter the booking window as a number of days" })
          .int("Enter the booking window as a whole number of days")
          .min(1, "The booking window must be at least 1 day")
          .max(365, "The booking window must be 365 days or fewer"),
      ),
  })
  .transform((v) => ({
    minimumNoticeMinutes: v.noticeUnit === "hours" ? v.notice * 60 : v.notice,
    maxDaysAhead: v.windowDays,
  }))
  .refine((v) => v.minimumNoticeMinutes <= 14 * 24 * 60, {
    message: "Minimum notice must be 14 days or less",
    path: ["notice"],
  });

const isTime = (v: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v);

export const blockSchema = z
  .object({
    pool: z.enum(["all", ...capacityPoolNames], { message: "Choose which meetings to block" }),
    startDate: z.string().trim().refine(isCalendarDate, "Enter the first date, like 2026-12-24"),
    endDate: optionalMatching(isCalendarDate, "Enter the last date, like 2026-12-26"),
    fromTime: optionalMatching(isTime, "Enter the start time, like 13:00"),
    toTime: optionalMatching(isTime, "Enter the end time, like 17:00"),
    reason: z
      .string({ message: "Enter a reason" })
      .trim()
      .min(1, "Enter a reason, like 'Staff training'")
      .max(200, "Enter a reason of 200 characters or fewer"),
    /** What visitors are told; set, the block is a closure that pages announce. Admins only. */
    publicReason: optionalMatching(
      (v) => v.length <= 100,
      "Enter what to tell visitors in 100 characters or fewer",
    ),
  })
  .superRefine((v, ctx) => {
    // Pages announce only a closure of the whole firm, never one office or kind of meeting.
    if (v.publicReason && v.pool !== "all") {
      ctx.addIssue({
        code: "custom",
        path: ["publicReason"],
        message:
          "Only a block of all meetings is a closure visitors are told of: choose All meetings, or leave this empty",
      });
    }
    if (Boolean(v.fromTime) !== Boolean(v.toTime)) {
      ctx.addIssue({
        code: "custom",
        path: [v.fromTime ? "toTime" : "fromTime"],
        message: "Enter both times, or neither to block whole days",
      });
      return;
    }
    const last = v.endDate ?? v.startDate;
    if (last < v.startDate) {
      ctx.addIssue({
        code: "custom",
        path: ["endDate"],
        message: "The last date must be on or after the first",
      });
      return;
    }
    if (v.fromTime && v.toTime && last === v.startDate && v.toTime <= v.fromTime) {
      ctx.addIssue({
        code: "custom",
        path: ["toTime"],
        message: "The end time must be after the start time",
      });
    }
  });
export type BlockInput = z.output<typeof blockSchema>;

/** An admin gives a booking to another lawyer (issue 30): one of those offered. */
export const reassignSchema = z.object({
  lawyerId: z.string().uuid({ message: "Choose a lawyer from the list" }),
});
