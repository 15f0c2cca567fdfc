import { eq } from "drizzle-orm";
import type { PublicUser, UserRole } from "~/shared/schemas/auth";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { users } from "../../db/schema";
import type { UserRow } from "./sessions";

export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    ...(user.passwordChangeRequired ? { passwordChangeRequired: true } : {}),
  };
}

export function createUserStore(db: Database) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(eq(users.email, email));
      return user;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, id));
      return user;
    },

    /** Undefined when the e-mail address is taken (the database decides, race-free). */
    async insert(input: { name: string; email: string; passwordHash: string; role: UserRole }) {
      try {
        const [user] = await db.insert(users).values(input).returning();
        return user;
      } catch (err) {
        if (isUniqueViolation(err)) return undefined;
        throw err;
      }
    },

    async list(): Promise<UserRow[]> {
      return db.select().from(users).orderBy(users.createdAt);
    },
  };
}

export type UserStore = ReturnType<typeof createUserStore>;
