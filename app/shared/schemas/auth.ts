import { type UserRole, userRoles } from "~/shared/auth/roles";
import { z } from "~/shared/zod";
import { emailField, personName } from "./person";

export { emailField };

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ message: "Enter your password" })
    .min(1, "Enter your password")
    .max(PASSWORD_MAX_LENGTH, "Password must be 128 characters or fewer"),
});

/** A password being chosen (an account, a staff member's first sign-in): long enough to be strong. */
export const newPassword = z
  .string({ message: "Enter a password" })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, "Password must be 128 characters or fewer");

export const registerSchema = z.object({
  name: personName(),
  email: emailField,
  password: newPassword,
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
  /** The server made this account's password: it must choose its own first (issue 47). */
  passwordChangeRequired?: boolean;
}

/** "Forgotten your password?": only the address. */
export const forgotPasswordSchema = z.object({ email: emailField });
