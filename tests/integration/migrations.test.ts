import { readdirSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { migrateDatabase } from "../../server/db/migrate";
import { queryRows } from "./support/query-rows";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

describe("migrations", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  test("create the schema's tables", async () => {
    const rows = await queryRows<{ table_name: string }>(
      database.handle.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const names = rows.map((r) => r.table_name);
    expect(names).toEqual(expect.arrayContaining(["users", "sessions"]));
  });

  test("running them again, even from several instances at once, changes nothing", async () => {
    await Promise.all([migrateDatabase(database.handle), migrateDatabase(database.handle)]);
    const [applied] = await queryRows<{ count: string }>(
      database.handle.db,
      sql`select count(*)::text as count from drizzle.__drizzle_migrations`,
    );
    const files = readdirSync("server/db/migrations").filter((f) => f.endsWith(".sql"));
    expect(Number(applied?.count)).toBe(files.length);
  });

  test("the database enforces normalised, unique e-mail addresses", async () => {
    await database.handle.db.execute(
      sql`insert into users (name, email) values ('A', 'person@example.com')`,
    );
    await expect(
      database.handle.db.execute(
        sql`insert into users (name, email) values ('B', 'person@example.com')`,
      ),
    ).rejects.toMatchObject({ cause: { code: "23505" } });
    await expect(
      database.handle.db.execute(
        sql`insert into users (name, email) values ('C', 'Upper@Example.com')`,
      ),
    ).rejects.toMatchObject({ cause: { code: "23514" } });
  });
});
