import { quoteLeadStatusValues } from "~/shared/quote/lead-status";
import { z } from "~/shared/zod";
import { emailField, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./auth";
import { calendarDate } from "./dates";
import { requiredLine, requiredText } from "./required-text";

/** The forms on the enquiries, users and mail screens; each posts an `intent`. */

export const enquiryStatusValues = ["new", "in-progress", "closed"] as const;

export const NOTE_MAX = 5000;

export const enquiryNoteForm = z.object({
  intent: z.literal("note"),
  body: requiredText(
    NOTE_MAX,
    "Enter the note",
    `The note must be ${NOTE_MAX.toLocaleString("en-GB")} characters or fewer`,
  ),
});

export const enquiryStatusForm = z.object({
  intent: z.literal("status"),
  status: z.enum(enquiryStatusValues, { message: "Choose a status" }),
});

export const enquiryAssignForm = z.object({
  intent: z.literal("assign"),
  /** Empty means nobody. */
  assignee: z.union([z.literal(""), z.uuid({ message: "Choose a member of staff" })]),
});

const staffRoleValues = ["staff", "admin"] as const;

export const createStaffForm = z.object({
  name: requiredLine(
    100,
    "Enter their full name",
    "Name must be 100 characters or fewer",
    "The name",
  ),
  email: emailField,
  role: z.enum(staffRoleValues, { message: "Choose staff or administrator" }),
});

export const userRoleForm = z.object({
  intent: z.literal("role"),
  role: z.enum(["admin", "staff", "client"], { message: "Choose a role" }),
});

export const setPasswordForm = z.object({
  password: z
    .string({ message: "Enter a password" })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, "Password must be 128 characters or fewer"),
});

/** The audit log's filters, from the address: all optional, dates as "2026-11-22" in London. */
const isoDate = z.union([z.literal(""), calendarDate("Enter a real date")]);
export const auditFilterForm = z
  .object({
    actor: z.union([z.literal(""), z.uuid({ message: "Choose a person from the list" })]),
    type: z.string().max(40).optional().default(""),
    q: z.string().trim().max(200, "Search must be 200 characters or fewer").optional().default(""),
    from: isoDate,
    to: isoDate,
  })
  .partial({ actor: true, from: true, to: true })
  .superRefine((value, ctx) => {
    if (value.from && value.to && value.from > value.to) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: "The end date must be on or after the start date",
      });
    }
  });

export const quoteLeadStatusForm = z.object({
  intent: z.literal("status"),
  status: z.enum(quoteLeadStatusValues, { message: "Choose a status" }),
});
