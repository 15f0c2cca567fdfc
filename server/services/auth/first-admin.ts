import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { emailField } from "~/shared/schemas/auth";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { revokeAllFor } from "../../security/revoke-credentials";
import { hashPassword, passwordProblem } from "./passwords";

export type FirstAdminOutcome =
  | { kind: "configured"; email: string; created: boolean }
  | { kind: "generated"; email: string; password: string }
  | { kind: "none-needed" };

export const GENERATED_ADMIN_EMAIL = "admin@example.com";

/**
 * Makes sure someone can sign in to the admin area, without any fixed default password:
 * ADMIN_EMAIL and ADMIN_PASSWORD (if set) name an admin that start-up creates or promotes;
 * a brand-new embedded install with neither gets an admin with a random password, which must be
 * changed at the first sign-in (`reportFirstAdmin` puts it in a file, never in a log).
 */
export async function ensureFirstAdmin(
  db: Database,
  options: { email?: string; password?: string; name?: string; allowGenerated: boolean },
): Promise<FirstAdminOutcome> {
  if (options.email && options.password) {
    const email = emailField.parse(options.email);
    const [existing] = await db.select().from(users).where(eq(users.email, email));
    if (existing) {
      if (existing.role !== "admin" || existing.disabledAt) {
        // A role change like any other (ADR 026): links and sessions from before it end.
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ role: "admin", disabledAt: null })
            .where(eq(users.id, existing.id));
          await revokeAllFor(tx, existing.id, "role-changed");
        });
      }
      return { kind: "configured", email, created: false };
    }
    const problem = passwordProblem(options.password, { email });
    if (options.password.length < 12 || problem) {
      throw new Error(
        `ADMIN_PASSWORD is too weak: ${problem ?? "it must be at least 12 characters"}`,
      );
    }
    await db.insert(users).values({
      name: options.name ?? "Administrator",
      email,
      role: "admin",
      emailVerifiedAt: new Date(),
      passwordHash: await hashPassword(options.password),
    });
    return { kind: "configured", email, created: true };
  }
  if (!options.allowGenerated) return { kind: "none-needed" };
  // Only a database with no accounts at all is brand-new; anything else has had its chance.
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
  if (anyUser) return { kind: "none-needed" };
  const password = randomBytes(18).toString("base64url");
  await db.insert(users).values({
    name: "Administrator",
    email: GENERATED_ADMIN_EMAIL,
    role: "admin",
    emailVerifiedAt: new Date(),
    passwordHash: await hashPassword(password),
    // A password the server made is a key to hand over, not one to keep (issue 47).
    passwordChangeRequired: true,
  });
  return { kind: "generated", email: GENERATED_ADMIN_EMAIL, password };
}

/** Whether any account still has to choose its own password (a generated first admin). */
export async function anyPasswordChangeRequired(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.passwordChangeRequired, true))
    .limit(1);
  return row !== undefined;
}
