import { type UserRole, userRoles } from "~/lib/roles";
import { z } from "~/lib/zod";

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

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ message: "Enter your password" })
    .min(1, "Enter your password")
    .max(PASSWORD_MAX_LENGTH, "Password must be 128 characters or fewer"),
});

export const registerSchema = z.object({
  name: z
    .string({ message: "Enter your name" })
    .trim()
    .min(1, "Enter your name")
    .max(100, "Name must be 100 characters or fewer"),
  email: emailField,
  password: z
    .string({ message: "Enter a password" })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, "Password must be 128 characters or fewer"),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;

export { type UserRole, userRoles };

/** What the browser may know about a user: never a hash, token or secret. */
export interface PublicUser {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  createdAt: string;
}
