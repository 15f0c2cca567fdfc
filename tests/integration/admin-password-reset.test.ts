import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { users } from "../../server/db/schema";
import { createOrUpdateAdmin } from "../../server/services/auth/create-admin";
import { verifyPassword } from "../../server/services/auth/passwords";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

describe("npm run admin:create resets an admin's password", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(() => database.dispose());

  test("given only the e-mail, it sets the new password and keeps the name", async () => {
    const db = database.handle.db;
    await createOrUpdateAdmin(db, {
      email: "boss@example.com",
      name: "Ann Boss",
      password: "velvet harbour copper tulip",
    });
    const result = await createOrUpdateAdmin(db, {
      email: "boss@example.com",
      password: "granite meadow signal pepper",
    });
    expect(result).toEqual({ kind: "updated", email: "boss@example.com" });
    const [row] = await db.select().from(users).where(eq(users.email, "boss@example.com"));
    expect(row?.name).toBe("Ann Boss");
    expect(await verifyPassword(row?.passwordHash ?? "", "granite meadow signal pepper")).toBe(
      true,
    );
  });

  test("a new admin still needs a name", async () => {
    expect(
      await createOrUpdateAdmin(database.handle.db, {
        email: "new@example.com",
        password: "granite meadow signal pepper",
      }),
    ).toEqual({ kind: "invalid", message: "--name is needed to create a new admin" });
  });
});
