import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { migrationsDir } from "../../server/paths";
import { queryRows } from "./support/query-rows";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

/**
 * Migration 0012 (issue 27 item 10): duplicates stored before the rule existed are resolved
 * (the earliest kept, later ones cancelled and audited, nobody e-mailed), then the rule holds.
 */

const migration = readFileSync(
  path.join(migrationsDir, "0012_one_booking_per_email_and_time.sql"),
  "utf8",
);

describe("migration 0012: one confirmed booking per e-mail address and time", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  const insert = (reference: string, email: string, createdAt: string) =>
    database.handle.db.execute(sql`
      insert into bookings (reference, practice_area, meeting_type, pool, starts_at, ends_at,
        name, email, phone, summary, manage_token_hash, consented_at, created_at)
      values (${reference}, 'family-law', 'video', 'video', '2027-03-01T10:00:00Z',
        '2027-03-01T10:30:00Z', 'Jo Bloggs', ${email}, '+447700900123', 'About a divorce',
        ${`hash-${reference}`}, now(), ${createdAt})`);

  test("keeps the earliest, cancels and audits the later ones, and queues no mail", async () => {
    const db = database.handle.db;
    // As the data stood before the rule: the index is not there yet.
    await db.execute(sql`drop index bookings_one_per_email_and_time`);
    await insert("CH-FIRST1", "jo@example.com", "2027-01-01T09:00:00Z");
    await insert("CH-LATER2", "Jo@Example.com", "2027-01-01T09:05:00Z");
    await insert("CH-LATER3", "jo@example.com", "2027-01-01T09:10:00Z");
    await insert("CH-OTHER4", "someone@example.com", "2027-01-01T09:15:00Z");
    const mailBefore = await db.$count(sql`outbox`);

    for (const statement of migration.split("--> statement-breakpoint")) {
      await db.execute(sql.raw(statement));
    }

    const rows = await queryRows<{ reference: string; status: string; sequence: number }>(
      db,
      sql`select reference, status, sequence from bookings order by reference`,
    );
    expect(rows).toEqual([
      { reference: "CH-FIRST1", status: "confirmed", sequence: 0 },
      { reference: "CH-LATER2", status: "cancelled", sequence: 1 },
      { reference: "CH-LATER3", status: "cancelled", sequence: 1 },
      { reference: "CH-OTHER4", status: "confirmed", sequence: 0 },
    ]);
    const audit = await queryRows<{ summary: string; action: string }>(
      db,
      sql`select summary, action from audit_log order by summary`,
    );
    expect(audit).toEqual([
      {
        action: "booking.cancel",
        summary:
          "Cancelled CH-LATER2: a second booking at the same time for the same e-mail address",
      },
      {
        action: "booking.cancel",
        summary:
          "Cancelled CH-LATER3: a second booking at the same time for the same e-mail address",
      },
    ]);
    expect(await db.$count(sql`outbox`)).toBe(mailBefore);
  });

  test("afterwards the database refuses a second confirmed booking at that time, in any case", async () => {
    await expect(
      insert("CH-AGAIN5", "JO@example.com", "2027-01-02T09:00:00Z"),
    ).rejects.toMatchObject({ cause: { code: "23505" } });
  });
});
