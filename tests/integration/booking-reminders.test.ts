import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, like } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { bookings, outbox } from "../../server/db/schema";
import { createAppMetrics } from "../../server/ops/metrics/app-metrics";
import { createSiteHealth } from "../../server/services/operations/site-health";
import { ORIGIN, postPageForm, register, uniqueEmail, uniqueIp } from "./support/accounts";
import { freeSlots, insertBooking } from "./support/booking-rows";
import { linkMailedTo } from "./support/mail";
import { createTestApp, type TestApp } from "./support/test-app";

/** Issue 27 item 11: a reminder follows its booking, and mail waits from when it is due. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BOOKING_RATE_LIMIT: "1000", BOOKING_ACTIVE_PER_EMAIL: "5" });
});
afterAll(() => t.close());

const db = () => t.database.handle.db;
const DAY = 86_400_000;

async function bookByApi(fromDays = 7) {
  const [slot] = await freeSlots(t, "bramhall", fromDays, fromDays + 14);
  const res = await request(t.app)
    .post("/api/bookings")
    .set("Origin", ORIGIN)
    .set("X-Forwarded-For", uniqueIp())
    .send({
      practiceArea: "wills-probate",
      type: "bramhall",
      start: slot,
      name: "Rita Reminder",
      email: uniqueEmail("reminder"),
      phone: "0161 496 0789",
      summary: "I would like to make a will.",
    })
    .expect(201);
  const token = String(res.body.manageUrl).split("/").at(-1) as string;
  const [row] = await db()
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.reference, res.body.reference));
  return { token, slot: slot as string, id: row?.id as string };
}

/** The booking's reminders: "0:reminder" queued when it was made, "1:reminder" after a move. */
const remindersOf = async (bookingId: string) =>
  (
    await db()
      .select()
      .from(outbox)
      .where(like(outbox.idempotencyKey, `booking:${bookingId}:%:reminder`))
  ).map((r) => ({
    key: r.idempotencyKey.split(":").slice(2).join(":"),
    status: r.status,
    dueAt: r.dueAt,
  }));

describe("a booking's reminder follows the booking", () => {
  test("cancelling by the manage link takes the reminder out of the queue at once", async () => {
    const b = await bookByApi();
    expect(await remindersOf(b.id)).toMatchObject([{ key: "0:reminder", status: "pending" }]);
    await postPageForm(t.app, `/consultation/manage/${b.token}`)
      .send({ intent: "cancel", reason: "", confirmed: "yes" })
      .expect(302);
    expect(await remindersOf(b.id)).toMatchObject([{ key: "0:reminder", status: "skipped" }]);
  });

  test("moving by the manage link replaces the reminder with one due a day before the new time", async () => {
    const b = await bookByApi();
    const target = (await freeSlots(t, "bramhall", 8, 20)).find((s) => s !== b.slot) as string;
    await postPageForm(t.app, `/consultation/manage/${b.token}`)
      .send({ intent: "reschedule", start: target, confirmed: "yes" })
      .expect(302);
    const reminders = await remindersOf(b.id);
    expect(reminders).toHaveLength(2);
    expect(reminders.find((r) => r.key === "0:reminder")?.status).toBe("skipped");
    const current = reminders.find((r) => r.key === "1:reminder");
    expect(current?.status).toBe("pending");
    expect(current?.dueAt.getTime()).toBe(new Date(target).getTime() - DAY);
  });

  test("cancelling or moving from /account does the same", async () => {
    const client = await register(t.app, { name: "Agnes Account" });
    const link = await linkMailedTo(t, client.email, "/auth/verify-email/");
    await postPageForm(t.app, link).set("Cookie", client.cookie).send({}).expect(302);
    const queueReminderFor = async (b: { id: string; startsAt: Date }) =>
      db()
        .insert(outbox)
        .values({
          idempotencyKey: `booking:${b.id}:0:reminder`,
          to: [client.email],
          subject: "Reminder",
          html: "<p>x</p>",
          text: "x",
          dueAt: new Date(b.startsAt.getTime() - DAY),
          nextAttemptAt: new Date(b.startsAt.getTime() - DAY),
          guard: { kind: "booking-current", bookingId: b.id, sequence: 0 },
        });
    const status = async (id: string) =>
      (
        await db()
          .select()
          .from(outbox)
          .where(eq(outbox.idempotencyKey, `booking:${id}:0:reminder`))
      )[0]?.status;
    const post = (body: Record<string, string>) =>
      postPageForm(t.app, "/account").set("Cookie", client.cookie).send(body);

    const cancelled = await insertBooking(t, {
      email: client.email,
      startsAt: new Date(t.clock.now().getTime() + 5 * DAY),
    });
    await queueReminderFor(cancelled);
    await post({ intent: "cancel", booking: cancelled.id, confirmed: "yes" }).expect(200);
    expect(await status(cancelled.id)).toBe("skipped");

    const moved = await insertBooking(t, { email: client.email });
    await queueReminderFor(moved);
    const target = (await freeSlots(t, "bramhall", 6, 20)).find(
      (s) => s !== moved.startsAt.toISOString(),
    ) as string;
    await post({ intent: "reschedule", booking: moved.id, start: target, confirmed: "yes" });
    expect(await status(moved.id)).toBe("skipped");
  });
});

describe("mail waits from when it is due", () => {
  const QUEUED = new Date("2026-12-01T09:00:00Z");
  const DUE = new Date("2026-12-04T09:00:00Z");

  let t2: TestApp;
  beforeAll(async () => {
    t2 = await createTestApp();
    // A reminder queued on the 1st for the 4th, and nothing else in this database's outbox.
    await t2.database.handle.db.insert(outbox).values({
      idempotencyKey: "reminder-days-ahead",
      to: ["someone@example.com"],
      subject: "Your consultation tomorrow",
      html: "<p>x</p>",
      text: "x",
      createdAt: QUEUED,
      nextAttemptAt: DUE,
      dueAt: DUE,
    });
  });
  afterAll(() => t2.close());

  const health = () =>
    createSiteHealth({
      db: t2.database.handle.db,
      databaseKind: t2.database.handle.kind,
      backupsDir: mkdtempSync(path.join(tmpdir(), "carrow-due-")),
      appCommit: undefined,
      clock: t2.clock,
    });
  const gaugeAt = async (now: Date) => {
    const metrics = createAppMetrics({
      database: t2.database.handle,
      backupsDir: mkdtempSync(path.join(tmpdir(), "carrow-due-")),
      now: () => now,
    });
    const text = await metrics.registry.metrics();
    return Number(/^outbox_oldest_unsent_age_seconds (\S+)$/m.exec(text)?.[1]);
  };

  test("a reminder not yet due is scheduled, not waiting: no warning, a gauge of 0", async () => {
    const twoDaysAfterQueueing = new Date(QUEUED.getTime() + 2 * DAY);
    const read = await health().read(twoDaysAfterQueueing);
    expect(read.mail).toMatchObject({ waiting: 0, scheduled: 1, oldestWaitingSince: null });
    expect(read.warnings.map((w) => w.kind)).not.toContain("mail-waiting-long");
    expect(await gaugeAt(twoDaysAfterQueueing)).toBe(0);
  });

  test("once due and still unsent, it waits from its due time", async () => {
    const twoHoursLate = new Date(DUE.getTime() + 2 * 3_600_000);
    const read = await health().read(twoHoursLate);
    expect(read.mail).toMatchObject({ waiting: 1, scheduled: 0, oldestWaitingSince: DUE });
    expect(read.warnings).toContainEqual({ kind: "mail-waiting-long", since: DUE });
    expect(await gaugeAt(twoHoursLate)).toBe(7200);
    const halfAnHourLate = new Date(DUE.getTime() + 30 * 60_000);
    expect((await health().read(halfAnHourLate)).warnings.map((w) => w.kind)).not.toContain(
      "mail-waiting-long",
    );
  });
});
