import { eq } from "drizzle-orm";
import { emailField } from "~/shared/schemas/auth";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { revokeAllFor } from "../../security/revoke-credentials";
import { hashPassword, passwordProblem } from "./passwords";

export type CreateAdminResult =
  | { kind: "created" | "updated"; email: string }
  | { kind: "invalid"; message: string };

/**
 * `npm run admin:create`: makes the named person an admin with this password, creating the
 * account if needed; for an existing account it is also how a password is reset (the name is
 * then optional). Their existing sessions end, so the new password is the only way in.
 */
export async function createOrUpdateAdmin(
  db: Database,
  input: { email: string; name?: string; password: string },
): Promise<CreateAdminResult> {
  const email = emailField.safeParse(input.email);
  if (!email.success) return { kind: "invalid", message: "--email must be an e-mail address" };
  const [existing] = await db.select().from(users).where(eq(users.email, email.data));
  const name = input.name?.trim() || existing?.name;
  if (!name) return { kind: "invalid", message: "--name is needed to create a new admin" };
  if (input.password.length < 12)
    return { kind: "invalid", message: "The password must be at least 12 characters" };
  const problem = passwordProblem(input.password, { name, email: email.data });
  if (problem) return { kind: "invalid", message: problem };
  const passwordHash = await hashPassword(input.password);
  if (existing) {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          role: "admin",
          passwordHash,
          passwordChangeRequired: false,
          disabledAt: null,
          name,
          updatedAt: new Date(),
        })
        .where(eq(users.id, existing.id));
      await revokeAllFor(tx, existing.id, "password-reset");
    });
    return { kind: "updated", email: email.data };
  }
  // Typed by whoever runs the command on the server: verified by that.
  await db
    .insert(users)
    .values({ name, email: email.data, role: "admin", passwordHash, emailVerifiedAt: new Date() });
  return { kind: "created", email: email.data };
}
