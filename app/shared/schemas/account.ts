import { z } from "~/shared/zod";
import { emailField, newPassword } from "./auth";
import { instant } from "./dates";
import { personName } from "./person";

const currentPassword = z
  .string({ message: "Enter your current password" })
  .min(1, "Enter your current password")
  .max(128, "Password must be 128 characters or fewer");

/** Optional on the account: "" means none. */
const optionalPhone = z
  .string()
  .trim()
  .max(30, "Enter a phone number of 30 characters or fewer")
  .refine((v) => v === "" || /^\+?[\d\s()-]{7,}$/.test(v), {
    message: "Enter a phone number, like 0161 496 0000 or +44 161 496 0000",
  })
  .transform((v) => (v === "" ? null : v));

export const accountDetailsSchema = z.object({ name: personName(), phone: optionalPhone });

export const accountEmailSchema = z.object({ email: emailField, password: currentPassword });

export const accountPasswordSchema = z.object({
  currentPassword,
  password: newPassword,
});

export const closeAccountSchema = z.object({ password: currentPassword });

/** Cancelling one of the account's consultations: asked first, then confirmed (ADR 018). */
export const accountCancelSchema = z.object({
  booking: z.uuid({ message: "Choose a consultation" }),
  reason: z.string().trim().max(500, "Reason must be 500 characters or fewer").default(""),
  confirmed: z
    .literal("yes")
    .optional()
    .transform((v) => v === "yes"),
});

/** Moving one of the account's consultations: asked first, then confirmed, as by the manage link. */
export const accountMoveSchema = z.object({
  booking: z.uuid({ message: "Choose a consultation" }),
  start: instant("Choose a new time."),
  confirmed: z
    .literal("yes")
    .optional()
    .transform((v) => v === "yes"),
});

export const accountIntents = [
  "resend-verification",
  "details",
  "email",
  "password",
  "sign-out-elsewhere",
  "cancel",
  "reschedule",
  "close",
] as const;
export type AccountIntent = (typeof accountIntents)[number];
