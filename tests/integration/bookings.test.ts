import { and, eq, like } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { formatDay, formatTime } from "~/shared/time/format";
import { todayInLondon } from "~/shared/time/london-clock";
import { auditLog, bookings, outbox } from "../../server/db/schema";
import { createLogger } from "../../server/logger";
import { isBookingStillCurrent } from "../../server/services/booking/reminder-guard";
import { createOutboxStore } from "../../server/services/mail/outbox";
import { createOutboxWorker } from "../../server/services/mail/outbox-worker";
import { ORIGIN, postPageForm, uniqueEmail, uniqueIp } from "./support/accounts";
import { aSecondAgoInTheDatabase } from "./support/database-clock";
import { createTestApp, type TestApp } from "./support/test-app";
import { TEST_START } from "./support/test-instant";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BOOKING_RATE_LIMIT: "1000", BOOKING_ACTIVE_PER_EMAIL: "3" });
});
afterAll(() => t.close());

/** The London date n days after `from`: the app's now, or TEST_START where no app exists yet. */
const inDays = (n: number, from: Date = t.clock.now()) =>
  todayInLondon(new Date(from.getTime() + n * 86_400_000));

/**
 * The seeded team: wills at Bramhall, by phone and by video is Eleanor Carrow and Aisha Rahman;
 * family law at Heaton Moor is Hannah Doyle alone, so a time she holds is no longer offered.
 */
const areaFor = (type: string) => (type === "heaton-moor" ? "family-law" : "wills-probate");

async function freeSlots(type = "bramhall", fromDays = 3, toDays = 20): Promise<string[]> {
  const res = await request(t.app)
    .get(
      `/api/availability?from=${inDays(fromDays)}&to=${inDays(toDays)}&type=${type}&area=${areaFor(type)}`,
    )
    .expect(200);
  return res.body.days.flatMap((d: { slots: Array<{ start: string }> }) =>
    d.slots.map((s) => s.start),
  );
}

const details = (start: string, overrides: Record<string, unknown> = {}) => ({
  practiceArea: "wills-probate",
  type: "bramhall",
  start,
  name: "Pat Example",
  email: uniqueEmail("booker"),
  phone: "0161 496 0789",
  summary: "I would like to make a will.",
  ...overrides,
});

const book = (body: object) =>
  request(t.app)
    .post("/api/bookings")
    .set("Origin", ORIGIN)
    .set("X-Forwarded-For", uniqueIp())
    .send(body);

describe("GET /api/availability", () => {
  test("days with free slots in London time, as ISO instants", async () => {
    const res = await request(t.app)
      .get(`/api/availability?from=${inDays(3)}&to=${inDays(10)}&type=phone`)
      .expect(200);
    expect(res.body.timezone).toBe("Europe/London");
    expect(res.body.days.length).toBeGreaterThan(3);
    for (const day of res.body.days) {
      const weekday = new Date(`${day.date}T12:00:00Z`).getUTCDay();
      expect([1, 2, 3, 4, 5]).toContain(weekday);
      expect(day.slots[0].start).toMatch(/T0[89]:00:00\.000Z$/);
    }
  });

  test.each([
    ["reversed dates", `from=${inDays(5, TEST_START)}&to=${inDays(1, TEST_START)}&type=phone`],
    ["more than 62 days", `from=${inDays(0, TEST_START)}&to=${inDays(70, TEST_START)}&type=phone`],
    ["a bad date", "from=tomorrow&to=2026-12-01&type=phone"],
    [
      "an unknown type",
      `from=${inDays(1, TEST_START)}&to=${inDays(2, TEST_START)}&type=carrier-pigeon`,
    ],
  ])("%s is a 400", async (_name, query) => {
    const res = await request(t.app).get(`/api/availability?${query}`).expect(400);
    expect(res.body.errors).toBeTruthy();
  });
});

describe("POST /api/bookings", () => {
  test("thirty people racing for one slot with two suitable lawyers: exactly two bookings, one each", async () => {
    const [slot] = await freeSlots("bramhall", 4, 12);
    const results = await Promise.all(
      Array.from({ length: 30 }, () => book(details(slot as string))),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(28);
    const rows = await t.database.handle.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.pool, "bramhall"), eq(bookings.startsAt, new Date(slot as string))));
    expect(rows).toHaveLength(2);
    const lawyers = new Set(rows.map((r) => r.lawyerId));
    expect(lawyers.size).toBe(2);
    expect(lawyers.has(null)).toBe(false);
    const lost = results.find((r) => r.status === 409);
    expect(lost?.body.message).toMatch(/Sorry|no longer/);
    expect(lost?.body.alternatives.length).toBeGreaterThan(0);
    // That slot is no longer offered.
    expect(await freeSlots("bramhall", 4, 12)).not.toContain(slot);
  });

  test("a booking, its confirmation with an invite, the firm's note and the reminder are written together", async () => {
    const [slot] = await freeSlots("video", 5, 15);
    const res = await book(details(slot as string, { type: "video" })).expect(201);
    expect(res.body).toMatchObject({ type: "video", start: slot, status: "confirmed" });
    expect(res.body.reference).toMatch(/^CH-[2-9A-Z]{6}$/);
    expect(res.body.manageUrl).toMatch(/\/consultation\/manage\/[A-Za-z0-9_-]{43}$/);
    const [row] = await t.database.handle.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, res.body.reference));
    const mails = await t.database.handle.db
      .select()
      .from(outbox)
      .where(like(outbox.idempotencyKey, `booking:${row?.id}:%`));
    expect(mails.map((m) => m.idempotencyKey.split(":").at(-1)).sort()).toEqual([
      "confirmation",
      "firm",
      "reminder",
    ]);
    const confirmation = mails.find((m) => m.idempotencyKey.endsWith("confirmation"));
    const ics = Buffer.from(confirmation?.attachments[0]?.content ?? "", "base64").toString("utf8");
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain(`UID:${row?.id}@carrow-hale.consultations`);
    expect(ics).toContain("SEQUENCE:0");
    expect(ics).toMatch(/DTSTART;TZID=Europe\/London:\d{8}T\d{6}/);
    expect(ics).toContain("BEGIN:VTIMEZONE");
    const reminder = mails.find((m) => m.idempotencyKey.endsWith("reminder"));
    expect(reminder?.nextAttemptAt.getTime()).toBe(new Date(slot as string).getTime() - 86_400_000);
    expect(confirmation?.text).toContain(
      "authorised and regulated by the Solicitors Regulation Authority",
    );
  });

  test.each([
    ["practiceArea", { practiceArea: "astrology" }],
    ["type", { type: "letter" }],
    ["start", { start: "next tuesday" }],
    ["name", { name: "" }],
    ["email", { email: "pat@" }],
    ["phone", { phone: "" }],
    ["summary", { summary: "x".repeat(2001) }],
  ])("a bad %s is a 400 with its own message, and nothing is stored", async (field, change) => {
    const before = (await t.database.handle.db.select().from(bookings)).length;
    const res = await book(
      details(new Date(t.clock.now().getTime() + 5 * 86_400_000).toISOString(), change),
    ).expect(400);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect((await t.database.handle.db.select().from(bookings)).length).toBe(before);
  });

  const nextWeekday = (dayOfWeek: number, hourUtc: number) => {
    const d = t.clock.now();
    d.setUTCDate(d.getUTCDate() + ((dayOfWeek + 7 - d.getUTCDay()) % 7 || 7) + 7);
    d.setUTCHours(hourUtc, 0, 0, 0);
    return d.toISOString();
  };

  test.each([
    ["in the past", () => new Date(t.clock.now().getTime() - 86_400_000).toISOString()],
    ["on a Sunday", () => nextWeekday(0, 10)],
    [
      "inside the two hours' notice",
      () =>
        new Date(
          Math.ceil((t.clock.now().getTime() + 30 * 60_000) / 1_800_000) * 1_800_000,
        ).toISOString(),
    ],
    [
      "more than 60 days ahead",
      () => new Date(t.clock.now().getTime() + 70 * 86_400_000).toISOString(),
    ],
    [
      "at a time that is not a slot",
      () => nextWeekday(2, 10).replace(":00:00.000Z", ":10:00.000Z"),
    ],
    ["on a bank holiday", () => "2026-12-28T10:00:00.000Z"],
    // Saturdays are by request only, never a slot; this one is Boxing Day as well.
    ["on Saturday 26 December 2026", () => "2026-12-26T10:00:00.000Z"],
  ])("a time %s is refused with 409 and nothing is stored", async (_name, start) => {
    const res = await book(details(start())).expect(409);
    expect(res.body.message).toBeTruthy();
  });

  test("one e-mail address may hold three future bookings", async () => {
    const email = uniqueEmail("keen");
    const slots = await freeSlots("phone", 6, 20);
    for (let i = 0; i < 3; i++)
      await book(details(slots[i] as string, { type: "phone", email })).expect(201);
    const res = await book(details(slots[3] as string, { type: "phone", email })).expect(429);
    expect(res.body.message).toContain("0161 496 0000");
  });
});

describe("a time reads the same on the page, in the e-mails and in the calendar invite", () => {
  const londonClock = (iso: string) =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(new Date(iso));
  // iCalendar folds long lines; a reader joins them again.
  const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, "");

  test("half past twelve is 12:30 PM on the page without JavaScript, in the confirmation and in the invite", async () => {
    const slot = (await freeSlots("phone", 3, 30)).find((s) => londonClock(s) === "12:30");
    if (!slot) throw new Error("no free 12:30 phone slot in the next month");
    const date = todayInLondon(new Date(slot));
    const times = await request(t.app)
      .get(`/consultation?area=wills-probate&type=phone&date=${date}`)
      .expect(200);
    expect(times.text).toContain(">12:30 PM</a>");
    expect(times.text).not.toMatch(/>0:\d\d [AP]M</);
    expect(times.text).not.toMatch(/\d:\d\d [ap]m\b/);
    const chosen = await request(t.app)
      .get(
        `/consultation?area=wills-probate&type=phone&date=${date}&start=${encodeURIComponent(slot)}`,
      )
      .expect(200);
    expect(chosen.text).toMatch(/When: \w+day \d{1,2} \w+ at 12:30 PM \(UK time\)/);

    const res = await book(details(slot, { type: "phone" })).expect(201);
    const [row] = await t.database.handle.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, res.body.reference));
    const mails = await t.database.handle.db
      .select()
      .from(outbox)
      .where(like(outbox.idempotencyKey, `booking:${row?.id}:%`));
    const when = /\w+day \d{1,2} \w+ \d{4} at 12:30 PM \(UK time\)/;
    for (const mail of mails) {
      expect(mail.text).toMatch(new RegExp(`When: ${when.source}`));
      expect(mail.text).not.toContain("0:30 PM");
    }
    const confirmation = mails.find((m) => m.idempotencyKey.endsWith("confirmation"));
    expect(confirmation?.subject).toMatch(when);
    const ics = unfold(
      Buffer.from(confirmation?.attachments[0]?.content ?? "", "base64").toString("utf8"),
    );
    expect(ics).toMatch(new RegExp(`DESCRIPTION:${when.source}`));
    expect(ics).toMatch(/DTSTART;TZID=Europe\/London:\d{8}T123000/);
  });
});

describe("managing a booking by its link", () => {
  async function bookOne(type = "heaton-moor") {
    const [slot] = await freeSlots(type, 7, 25);
    const res = await book(details(slot as string, { type, practiceArea: areaFor(type) })).expect(
      201,
    );
    const token = String(res.body.manageUrl).split("/").at(-1) as string;
    return { token, slot: slot as string, reference: res.body.reference as string };
  }

  test("the link shows the booking; GET changes nothing; an unknown link is a 404", async () => {
    const { token, reference } = await bookOne();
    const res = await request(t.app).get(`/api/bookings/manage/${token}`).expect(200);
    expect(res.body).toMatchObject({ reference, status: "confirmed" });
    await request(t.app)
      .get(`/api/bookings/manage/${"x".repeat(43)}`)
      .expect(404);
  });

  test("cancelling frees the slot; cancelling again is harmless; a cancelled booking cannot be moved", async () => {
    const { token, slot } = await bookOne();
    expect(await freeSlots("heaton-moor", 7, 25)).not.toContain(slot);
    const first = await request(t.app)
      .post(`/api/bookings/manage/${token}/cancel`)
      .set("Origin", ORIGIN)
      .send({ reason: "Found another firm" })
      .expect(200);
    expect(first.body.status).toBe("cancelled");
    expect(await freeSlots("heaton-moor", 7, 25)).toContain(slot);
    await request(t.app)
      .post(`/api/bookings/manage/${token}/cancel`)
      .set("Origin", ORIGIN)
      .send({})
      .expect(200);
    const [other] = await freeSlots("heaton-moor", 7, 25);
    await request(t.app)
      .post(`/api/bookings/manage/${token}/reschedule`)
      .set("Origin", ORIGIN)
      .send({ start: other })
      .expect(409);
  });

  test("moving takes the new slot and frees the old in one go, with a higher SEQUENCE", async () => {
    const { token, slot, reference } = await bookOne();
    const target = (await freeSlots("heaton-moor", 7, 25)).find((s) => s !== slot) as string;
    const res = await request(t.app)
      .post(`/api/bookings/manage/${token}/reschedule`)
      .set("Origin", ORIGIN)
      .send({ start: target })
      .expect(200);
    expect(res.body).toMatchObject({ reference, start: target, status: "confirmed" });
    const free = await freeSlots("heaton-moor", 7, 25);
    expect(free).toContain(slot);
    expect(free).not.toContain(target);
    const [row] = await t.database.handle.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, reference));
    expect(row?.sequence).toBe(1);
    const [moved] = await t.database.handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `booking:${row?.id}:1:confirmation`));
    expect(Buffer.from(moved?.attachments[0]?.content ?? "", "base64").toString()).toContain(
      "SEQUENCE:1",
    );
  });

  describe("on the page, each change is asked about first", () => {
    const dayAndTime = (iso: string) => `${formatDay(iso)} at ${formatTime(iso)}`;
    const rowOf = async (reference: string) => {
      const [row] = await t.database.handle.db
        .select()
        .from(bookings)
        .where(eq(bookings.reference, reference));
      if (!row) throw new Error("booking gone");
      return row;
    };
    const auditOf = (id: string) =>
      t.database.handle.db.select().from(auditLog).where(eq(auditLog.entityId, id));

    test("a move is posted, asked about with both times, and only the confirmation moves it", async () => {
      const { token, slot, reference } = await bookOne();
      const target = (await freeSlots("heaton-moor", 7, 25)).find((s) => s !== slot) as string;
      const page = `/consultation/manage/${token}`;

      const asked = await postPageForm(t.app, page)
        .send({ intent: "reschedule", start: target })
        .expect(200);
      expect(asked.text).toContain(
        `Move your consultation from ${dayAndTime(slot)} to ${dayAndTime(target)} (UK time)?`,
      );
      expect(asked.text).toContain('name="confirmed" value="yes"');
      const untouched = await rowOf(reference);
      expect(untouched).toMatchObject({ sequence: 0, startsAt: new Date(slot) });
      expect(await auditOf(untouched.id)).toHaveLength(0);
      expect(await freeSlots("heaton-moor", 7, 25)).toContain(target);

      const confirmed = await postPageForm(t.app, page)
        .send({ intent: "reschedule", start: target, confirmed: "yes" })
        .expect(302);
      expect(confirmed.headers.location).toBe(`${page}?moved=1`);
      expect(await rowOf(reference)).toMatchObject({ sequence: 1, startsAt: new Date(target) });

      const shown = await request(t.app).get(String(confirmed.headers.location)).expect(200);
      // The link never goes to another site; under "no-referrer" a browser would send the
      // page's own posts with "Origin: null", which the cross-site check refuses.
      expect(shown.headers["referrer-policy"]).toMatch(/(^|, )same-origin$/);
      expect(shown.text).toContain("Your consultation has moved");
      expect(shown.text).toContain(
        `Your consultation is now on ${dayAndTime(target)} (UK time). We have e-mailed you the new time`,
      );
    });

    test("a cancellation is posted, asked about with the reason kept, and only the confirmation cancels it", async () => {
      const { token, slot, reference } = await bookOne();
      const page = `/consultation/manage/${token}`;

      const asked = await postPageForm(t.app, page)
        .send({ intent: "cancel", reason: "Plans changed" })
        .expect(200);
      expect(asked.text).toContain(`Cancel your consultation on ${dayAndTime(slot)} (UK time)?`);
      expect(asked.text).toContain('name="reason" value="Plans changed"');
      expect(await rowOf(reference)).toMatchObject({ status: "confirmed", sequence: 0 });
      expect(await freeSlots("heaton-moor", 7, 25)).not.toContain(slot);

      await postPageForm(t.app, page)
        .send({ intent: "cancel", reason: "Plans changed", confirmed: "yes" })
        .expect(302);
      expect(await rowOf(reference)).toMatchObject({
        status: "cancelled",
        cancelReason: "Plans changed",
      });
      const shown = await request(t.app).get(page).expect(200);
      expect(shown.text).toContain("Your consultation is cancelled");
    });

    test("a move to a time that is not a time is refused before anything is asked", async () => {
      const { token, reference } = await bookOne();
      const res = await postPageForm(t.app, `/consultation/manage/${token}`)
        .send({ intent: "reschedule", start: "" })
        .expect(400);
      expect(res.text).toContain("Choose a new time.");
      expect(await rowOf(reference)).toMatchObject({ sequence: 0 });
    });

    test("a confirmed move to a time that is not a time, or a reason too long, is a 400 that says why", async () => {
      const { token, reference } = await bookOne();
      const page = `/consultation/manage/${token}`;
      const moved = await postPageForm(t.app, page)
        .send({ intent: "reschedule", start: "9999-12-31T10:00:00Z", confirmed: "yes" })
        .expect(400);
      expect(moved.text).toContain("Choose a new time.");
      const cancelled = await postPageForm(t.app, page)
        .send({ intent: "cancel", reason: `Too long ${"x".repeat(500)}`, confirmed: "yes" })
        .expect(400);
      expect(cancelled.text).toContain("Keep the reason to 500 characters or fewer");
      // The error summary links the message to the reason, which keeps what was typed.
      expect(cancelled.text).toContain('id="cancel-error-summary-title"');
      expect(cancelled.text).toContain('href="#cancel-reason"');
      expect(cancelled.text).toMatch(/<textarea[^>]*id="cancel-reason"[^>]*>Too long x/);
      const unknown = await postPageForm(t.app, page).send({ intent: "delete" }).expect(400);
      expect(unknown.text).toContain("Choose cancel or change time.");
      expect(await rowOf(reference)).toMatchObject({ status: "confirmed", sequence: 0 });
    });
  });

  test("the reminder of a cancelled or moved booking is skipped, never sent; a current one is sent", async () => {
    const { db } = t.database.handle;
    const idOf = async (reference: string) =>
      (await db.select().from(bookings).where(eq(bookings.reference, reference)))[0]?.id as string;
    const cancelled = await bookOne("bramhall");
    const moved = await bookOne("bramhall");
    const kept = await bookOne("bramhall");
    await request(t.app)
      .post(`/api/bookings/manage/${cancelled.token}/cancel`)
      .set("Origin", ORIGIN)
      .send({})
      .expect(200);
    const target = (await freeSlots("bramhall", 7, 25)).find((s) => s !== moved.slot) as string;
    await request(t.app)
      .post(`/api/bookings/manage/${moved.token}/reschedule`)
      .set("Origin", ORIGIN)
      .send({ start: target })
      .expect(200);
    const keys = {
      cancelled: `booking:${await idOf(cancelled.reference)}:0:reminder`,
      movedOld: `booking:${await idOf(moved.reference)}:0:reminder`,
      movedNew: `booking:${await idOf(moved.reference)}:1:reminder`,
      kept: `booking:${await idOf(kept.reference)}:0:reminder`,
    };
    // Make the reminders due now and run the worker (due by the database's clock, the one the
    // outbox compares with: ADR 028) with a transport that records what it sends.
    await db
      .update(outbox)
      .set({ nextAttemptAt: aSecondAgoInTheDatabase })
      .where(like(outbox.idempotencyKey, "%:reminder"));
    const sent: string[] = [];
    const worker = createOutboxWorker({
      store: createOutboxStore(db),
      transport: {
        kind: "file",
        send: async (m) => void sent.push(m.idempotencyKey),
        close: () => {},
      },
      logger: createLogger("silent"),
      isStillWanted: (guard) => isBookingStillCurrent(db, guard),
    });
    await worker.runOnce();
    const status = async (key: string) =>
      (await db.select().from(outbox).where(eq(outbox.idempotencyKey, key)))[0]?.status;
    expect(await status(keys.cancelled)).toBe("skipped");
    expect(await status(keys.movedOld)).toBe("skipped");
    expect(await status(keys.movedNew)).toBe("sent");
    expect(await status(keys.kept)).toBe("sent");
    expect(sent).toEqual(expect.arrayContaining([keys.movedNew, keys.kept]));
    expect(sent).not.toContain(keys.cancelled);
    expect(sent).not.toContain(keys.movedOld);
  });
});

describe("Saturday by appointment", () => {
  const nextSaturday = (from: Date) => {
    const d = new Date(from.getTime() + 3 * 86_400_000);
    while (d.getUTCDay() !== 6) d.setUTCDate(d.getUTCDate() + 1);
    return d.toISOString().slice(0, 10);
  };

  test("Saturdays are never offered as instant slots", async () => {
    const res = await request(t.app)
      .get(`/api/availability?from=${inDays(1)}&to=${inDays(30)}&type=bramhall`)
      .expect(200);
    for (const day of res.body.days)
      expect(new Date(`${day.date}T12:00:00Z`).getUTCDay()).not.toBe(6);
  });

  test("a Saturday request is stored for staff to confirm, holding no place, and both sides are told", async () => {
    const saturday = nextSaturday(t.clock.now());
    const page = await request(t.app)
      .get(`/consultation?area=family-law&type=bramhall&saturday=${saturday}&part=morning`)
      .expect(200);
    const startedAt = page.text.match(/name="startedAt" value="([^"]+)"/)?.[1] ?? "";
    // A person takes longer than the bot check's minimum over the details.
    t.clock.advance(5);
    const email = uniqueEmail("saturday");
    const res = await request(t.app)
      .post(`/consultation?area=family-law&type=bramhall&saturday=${saturday}&part=morning`)
      .set("Host", "localhost:3000")
      .set("Origin", ORIGIN)
      .set("X-Forwarded-For", uniqueIp())
      .type("form")
      .send({
        area: "family-law",
        type: "bramhall",
        saturday,
        part: "morning",
        startedAt,
        name: "Sat Urday",
        email,
        phone: "0161 496 0999",
        summary: "Weekdays are hard for me.",
      })
      .expect(302);
    expect(res.headers.location).toMatch(
      /^\/consultation\/manage\/[A-Za-z0-9_-]{43}\?requested=1$/,
    );
    const [row] = await t.database.handle.db
      .select()
      .from(bookings)
      .where(eq(bookings.email, email));
    expect(row).toMatchObject({ status: "requested", lawyerId: null, meetingType: "bramhall" });
    const mails = await t.database.handle.db
      .select()
      .from(outbox)
      .where(like(outbox.idempotencyKey, `booking:${row?.id}:%`));
    expect(mails.map((m) => m.idempotencyKey.split(":").at(-1)).sort()).toEqual([
      "firm",
      "saturday-request",
    ]);
    const manage = await request(t.app)
      .get(res.headers.location as string)
      .expect(200);
    expect(manage.text).toContain("Your Saturday request");
    expect(manage.text).toContain("Waiting for us to confirm");
  });

  test("Saturday 26 December 2026 (Boxing Day, whose bank holiday is the Monday) is neither offered nor accepted", async () => {
    const choose = await request(t.app)
      .get("/consultation?area=family-law&type=bramhall")
      .expect(200);
    const offered = [...choose.text.matchAll(/<option value="(\d{4}-\d{2}-\d{2})"/g)].map(
      (m) => m[1],
    );
    expect(offered.length).toBeGreaterThan(0);
    for (const holiday of ["2026-12-26", "2027-12-25", "2028-01-01"])
      expect(offered).not.toContain(holiday);

    const email = uniqueEmail("boxing-day");
    const query = "area=family-law&type=bramhall&saturday=2026-12-26&part=morning";
    const res = await request(t.app)
      .post(`/consultation?${query}`)
      .set("Host", "localhost:3000")
      .set("Origin", ORIGIN)
      .set("X-Forwarded-For", uniqueIp())
      .type("form")
      .send({
        area: "family-law",
        type: "bramhall",
        saturday: "2026-12-26",
        part: "morning",
        name: "Boxing Day",
        email,
        phone: "0161 496 0999",
        summary: "Weekdays are hard for me.",
      })
      .expect(400);
    expect(res.text).toContain(
      "We are closed on Saturday 26 December 2026 (Boxing Day). Please choose another Saturday.",
    );
    expect(res.text).toMatch(/<select[^>]*id="book-saturday"[^>]*aria-invalid="true"/);
    const stored = await t.database.handle.db
      .select()
      .from(bookings)
      .where(eq(bookings.email, email));
    expect(stored).toHaveLength(0);
  });
});
