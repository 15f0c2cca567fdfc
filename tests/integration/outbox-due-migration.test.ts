import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { outbox } from "../../server/db/schema";
import { insertBooking } from "./support/booking-rows";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Migration 0013's data changes (issue 27 item 11), run again over rows as an older release
 * left them: mail already queued gets the time it was due, and the reminders of bookings
 * cancelled or moved before the release stop waiting.
 */
const migration = readFileSync(
  path.join(
    import.meta.dirname,
    "../../server/db/migrations/0013_outbox_due_at_and_quote_figures.sql",
  ),
  "utf8",
);
const dataChanges = migration
  .split("--> statement-breakpoint")
  .map((statement) => statement.replace(/^--.*$/gm, "").trim())
  .filter((statement) => statement.startsWith("UPDATE"));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

describe("migration 0013 over an older release's outbox", () => {
  test("due times are filled in, and stale reminders are skipped", async () => {
    expect(dataChanges).toHaveLength(3);
    const db = t.database.handle.db;
    // On the half-hour grid, as every booking is.
    const now = t.clock.now().getTime();
    const startsAt = new Date(Math.floor((now + 5 * DAY) / 1_800_000) * 1_800_000);
    const kept = await insertBooking(t, { startsAt });
    const cancelled = await insertBooking(t, { startsAt, status: "cancelled" });
    const queuedAt = new Date(now - 2 * DAY);
    const row = (key: string, values: Partial<typeof outbox.$inferInsert>) =>
      db.insert(outbox).values({
        idempotencyKey: key,
        to: ["someone@example.com"],
        subject: key,
        html: "<p>x</p>",
        text: "x",
        createdAt: queuedAt,
        // As the old release left it: the column's default, the moment of the migration.
        dueAt: sql`now()`,
        ...values,
      });
    await row("mig-plain", { nextAttemptAt: queuedAt });
    await row("mig-reminder-retried", {
      attempts: 3,
      nextAttemptAt: new Date(now + 60_000),
      guard: { kind: "booking-current", bookingId: kept.id, sequence: 0 },
    });
    await row("mig-reminder-cancelled", {
      nextAttemptAt: new Date(startsAt.getTime() - DAY),
      guard: { kind: "booking-current", bookingId: cancelled.id, sequence: 0 },
    });
    for (const statement of dataChanges) await db.execute(sql.raw(statement));

    const read = async (key: string) =>
      (await db.select().from(outbox).where(eq(outbox.idempotencyKey, key)))[0];
    expect((await read("mig-plain"))?.dueAt.getTime()).toBe(queuedAt.getTime());
    const retried = await read("mig-reminder-retried");
    expect(retried?.dueAt.getTime()).toBe(startsAt.getTime() - DAY);
    expect(retried?.status).toBe("pending");
    expect((await read("mig-reminder-cancelled"))?.status).toBe("skipped");
  });
});
