import { singleLine } from "~/shared/text/hidden-characters";
import { z } from "~/shared/zod";

/**
 * Who someone is, as every public form asks it (contact, booking, an account): one home, so
 * the messages and limits are the same wherever a name or an address is typed.
 */
export const personName = (message = "Enter your name") =>
  singleLine(
    z.string({ message }).trim().min(1, message).max(100, "Name must be 100 characters or fewer"),
    "The name",
  );

/** Trimmed and lower-cased, as stored; the database refuses anything else. */
export const emailField = z
  .string({ message: "Enter your e-mail address" })
  .trim()
  .min(1, "Enter your e-mail address")
  .max(254, "E-mail address must be 254 characters or fewer")
  .pipe(
    z.email({ message: "Enter an e-mail address in the correct format, like name@example.com" }),
  )
  .transform((v) => v.toLowerCase());
