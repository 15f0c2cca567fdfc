import { meetingTypes, SUMMARY_MAX } from "~/shared/booking/options";
import { practiceAreas } from "~/shared/firm/facts";
import { weekdayOf } from "~/shared/time/calendar";
import { z } from "~/shared/zod";
import { calendarDate, instant } from "./dates";
import { emailField, personName } from "./person";

export {
  type MeetingType,
  meetingTypeLabels,
  meetingTypes,
} from "~/shared/booking/options";

const phone = z
  .string({ message: "Enter a phone number" })
  .trim()
  .min(1, "Enter a phone number so we can reach you about the appointment")
  .max(30, "Enter a phone number of 30 characters or fewer")
  .regex(/^\+?[\d\s()-]{7,}$/, "Enter a phone number, like 0161 496 0000 or +44 161 496 0000");

/** The details step, shared by the page's form and POST /api/bookings. */
export const bookingSchema = z.object({
  practiceArea: z.enum(practiceAreas.map((p) => p.slug) as [string, ...string[]], {
    message: "Choose what you need help with",
  }),
  type: z.enum(meetingTypes, { message: "Choose how you would like to meet" }),
  start: instant("Choose a time"),
  /** A particular lawyer's page slug; empty or absent: anyone suitable (ADR 033). */
  lawyer: z
    .string()
    .trim()
    .max(80)
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, "Choose a lawyer from the list, or anyone suitable")
    .optional()
    .transform((slug) => slug || undefined),
  name: personName(),
  email: emailField,
  phone,
  summary: z
    .string({ message: "Tell us briefly what it is about" })
    .trim()
    .min(1, "Tell us briefly what it is about")
    .max(
      SUMMARY_MAX,
      `Keep the summary to ${SUMMARY_MAX.toLocaleString("en-GB")} characters or fewer`,
    ),
});

export type BookingInput = z.output<typeof bookingSchema>;

/** "Saturday by appointment": a request for a morning or afternoon, which staff confirm. */
export const saturdayRequestSchema = bookingSchema.omit({ start: true }).extend({
  saturday: calendarDate("Choose a Saturday").refine(
    (d) => weekdayOf(d) === 6,
    "Choose a Saturday",
  ),
  part: z.enum(["morning", "afternoon"], { message: "Choose morning or afternoon" }),
});

export type SaturdayRequestInput = z.output<typeof saturdayRequestSchema>;

export const CANCEL_REASON_MAX = 500;

/** Sent only by the "are you sure?" page (ADR 018); without it a post only asks. */
const confirmed = z.literal("yes", { message: "Confirm the change, or keep things as they are." });

/** The manage link's posts: cancel (with an optional reason), or move to another time. */
export const manageBookingSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("cancel"),
      reason: z
        .string({ message: "Enter the reason as text" })
        .trim()
        .max(
          CANCEL_REASON_MAX,
          `Keep the reason to ${CANCEL_REASON_MAX} characters or fewer, or leave it out`,
        )
        .default(""),
      confirmed: confirmed.optional(),
    }),
    z.object({
      intent: z.literal("reschedule"),
      start: instant("Choose a new time."),
      confirmed: confirmed.optional(),
    }),
  ],
  { message: "Choose cancel or change time." },
);

export type ManageBookingInput = z.output<typeof manageBookingSchema>;
