import { capacityPools as capacityPoolNames } from "~/shared/booking/options";
import { isCalendarDate } from "~/shared/time/parse";
import { z } from "~/shared/zod";
import { instant } from "./dates";
import { optionalMatching, requiredText } from "./required-text";

export { uuidPattern } from "~/shared/uuid";
export {
  bookingStatusFilters,
  type CapacityPoolName,
  type ConsultationFilters,
  capacityPoolNames,
  consultationFiltersSchema,
  filtersQuery,
  parseConsultationFilters,
  poolLabels,
} from "./consultation-filters";

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
