import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { todayInLondon } from "~/shared/time/london-clock";
import { auditLog, bookingBlocks, bookingSettings } from "../../server/db/schema";
import { bankHolidays } from "../../server/services/booking/bank-holidays";
import { ORIGIN, postPageForm, signedInAs, uniqueEmail, uniqueIp } from "./support/accounts";
import { addDays, at, freeSlots } from "./support/booking-rows";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let staff: { cookie: string; id: string };
beforeAll(async () => {
  t = await createTestApp({ BOOKING_RATE_LIMIT: "1000" });
  staff = await signedInAs(t, "staff");
});
afterAll(() => t.close());

const db = () => t.database.handle.db;
const post = (body: Record<string, string>) =>
  postPageForm(t.app, "/admin/availability").set("Cookie", staff.cookie).send(body);
const audits = (action: string) => db().select().from(auditLog).where(eq(auditLog.action, action));

/** A working day (not a weekend or bank holiday) some days ahead, clear of the notice. */
function weekdayAhead(days: number): string {
  let date = addDays(todayInLondon(t.clock.now()), days);
  const closed = (d: string) =>
    [0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay()) ||
    bankHolidays(Number(d.slice(0, 4))).includes(d);
  while (closed(date)) date = addDays(date, 1);
  return date;
}
const slotsOn = (slots: string[], date: string) =>
  slots.filter((s) => todayInLondon(new Date(s)) === date);

describe("the availability page", () => {
  test("shows the current rules to staff, and no capacity form; refuses clients", async () => {
    const res = await request(t.app)
      .get("/admin/availability")
      .set("Cookie", staff.cookie)
      .expect(200);
    expect(res.text).toContain("Minimum notice");
    expect(res.text).not.toContain("Save capacities");
    const client = await signedInAs(t, "client");
    await request(t.app).get("/admin/availability").set("Cookie", client.cookie).expect(403);
    await postPageForm(t.app, "/admin/availability")
      .set("Cookie", client.cookie)
      .send({ intent: "settings", notice: "1", noticeUnit: "hours", windowDays: "30" })
      .expect(403);
  });

  test("capacities are no longer a form: their post is refused as an unknown form", async () => {
    const res = await post({
      intent: "capacities",
      bramhall: "0",
      "heaton-moor": "0",
      remote: "0",
    }).expect(400);
    expect(res.text).toContain("Choose one of the forms on this page.");
    expect(await audits("availability.capacity")).toEqual([]);
  });
});

describe("blocked times", () => {
  test("a whole-day block for every pool removes that day from GET /api/availability; removing it brings it back", async () => {
    const day = weekdayAhead(8);
    expect(slotsOn(await freeSlots(t, "video", 3, 20), day).length).toBe(16);
    const res = await post({
      intent: "add-block",
      pool: "all",
      startDate: day,
      endDate: "",
      fromTime: "",
      toTime: "",
      reason: "Office move",
    }).expect(302);
    expect(res.headers.location).toBe("/admin/availability");
    expect(slotsOn(await freeSlots(t, "video", 3, 20), day)).toEqual([]);
    expect(slotsOn(await freeSlots(t, "heaton-moor", 3, 20), day)).toEqual([]);

    const [block] = await db()
      .select()
      .from(bookingBlocks)
      .where(eq(bookingBlocks.reason, "Office move"));
    expect(block).toMatchObject({
      pool: null,
      startsAt: at(day, "00:00"),
      endsAt: at(addDays(day, 1), "00:00"),
    });
    const page = await request(t.app)
      .get("/admin/availability")
      .set("Cookie", staff.cookie)
      .expect(200);
    expect(page.text).toContain("Office move");

    await post({ intent: "remove-block", id: block?.id as string }).expect(302);
    expect(slotsOn(await freeSlots(t, "video", 3, 20), day).length).toBe(16);
    expect((await audits("availability.block-add")).map((a) => a.entityId)).toContain(block?.id);
    expect((await audits("availability.block-remove")).map((a) => a.entityId)).toEqual([block?.id]);
    // Removing it again is a clear refusal, not an error.
    await post({ intent: "remove-block", id: block?.id as string }).expect(404);
    await post({ intent: "remove-block", id: "nonsense" }).expect(404);
  });

  test("a time range in one pool blocks only those slots in that pool, and POST /api/bookings refuses them", async () => {
    const day = weekdayAhead(9);
    await post({
      intent: "add-block",
      pool: "heaton-moor",
      startDate: day,
      fromTime: "13:00",
      toTime: "15:00",
      reason: "Training",
    }).expect(302);
    const heaton = slotsOn(await freeSlots(t, "heaton-moor", 3, 20), day).map((s) => s);
    expect(heaton).toHaveLength(12);
    expect(heaton).not.toContain(at(day, "13:00").toISOString());
    expect(heaton).not.toContain(at(day, "14:30").toISOString());
    expect(heaton).toContain(at(day, "15:00").toISOString());
    expect(slotsOn(await freeSlots(t, "bramhall", 3, 20), day)).toHaveLength(16);
    await request(t.app)
      .post("/api/bookings")
      .set("Origin", ORIGIN)
      .set("X-Forwarded-For", uniqueIp())
      .send({
        practiceArea: "family-law",
        type: "heaton-moor",
        start: at(day, "13:30").toISOString(),
        name: "Blocked Person",
        email: uniqueEmail("blocked"),
        phone: "0161 496 0123",
        summary: "Hello",
      })
      .expect(409);
  });

  test.each([
    [{ startDate: "", reason: "x" }, "startDate", "Enter the first date"],
    [{ startDate: "2026-13-40", reason: "x" }, "startDate", "Enter the first date"],
    [{ startDate: "2026-12-10", reason: "" }, "reason", "Enter a reason"],
    [{ startDate: "2026-12-10", fromTime: "10:00", reason: "x" }, "toTime", "Enter both times"],
    [
      { startDate: "2026-12-10", endDate: "2026-12-09", reason: "x" },
      "endDate",
      "on or after the first",
    ],
    [
      { startDate: "2026-12-10", fromTime: "15:00", toTime: "14:00", reason: "x" },
      "toTime",
      "after the start time",
    ],
    [
      { startDate: "2026-12-10", fromTime: "25:00", toTime: "26:00", reason: "x" },
      "fromTime",
      "Enter the start time",
    ],
    [{ startDate: "2026-12-10", pool: "moon", reason: "x" }, "pool", "Choose which meetings"],
  ])(
    "a bad block (%j) is a 400 naming %s, and nothing is stored",
    async (fields, _field, message) => {
      const before = (await db().select().from(bookingBlocks)).length;
      const res = await post({ intent: "add-block", pool: "all", ...fields }).expect(400);
      expect(res.text).toContain(message);
      expect(res.text).toContain("There is a problem");
      expect((await db().select().from(bookingBlocks)).length).toBe(before);
    },
  );
});

describe("minimum notice and booking window", () => {
  test("saved in minutes, audited, and applied to the public slots at once", async () => {
    await post({ intent: "settings", notice: "72", noticeUnit: "hours", windowDays: "10" }).expect(
      302,
    );
    const [settings] = await db().select().from(bookingSettings);
    expect(settings).toMatchObject({ minimumNoticeMinutes: 72 * 60, maxDaysAhead: 10 });
    const slots = await freeSlots(t, "phone", 0, 30);
    expect(slots.length).toBeGreaterThan(0);
    for (const s of slots)
      expect(new Date(s).getTime()).toBeGreaterThanOrEqual(
        t.clock.now().getTime() + 72 * 3_600_000 - 60_000,
      );
    const last = addDays(todayInLondon(t.clock.now()), 10);
    expect(slots.every((s) => todayInLondon(new Date(s)) <= last)).toBe(true);
    const [entry] = await audits("availability.settings");
    expect(entry?.details).toMatchObject({ to: { minimumNoticeMinutes: 4320, maxDaysAhead: 10 } });

    await post({
      intent: "settings",
      notice: "120",
      noticeUnit: "minutes",
      windowDays: "60",
    }).expect(302);
    expect((await db().select().from(bookingSettings))[0]).toMatchObject({
      minimumNoticeMinutes: 120,
      maxDaysAhead: 60,
    });
  });

  test.each([
    [{ notice: "", noticeUnit: "hours", windowDays: "30" }, "Enter the minimum notice"],
    [{ notice: "-1", noticeUnit: "hours", windowDays: "30" }, "Minimum notice must be 0 or more"],
    [{ notice: "400", noticeUnit: "hours", windowDays: "30" }, "14 days or less"],
    [{ notice: "2", noticeUnit: "weeks", windowDays: "30" }, "Choose minutes or hours"],
    [{ notice: "2", noticeUnit: "hours", windowDays: "0" }, "at least 1 day"],
    [{ notice: "2", noticeUnit: "hours", windowDays: "999" }, "365 days or fewer"],
  ])("%j is a 400 with its message; the settings are unchanged", async (fields, message) => {
    const [before] = await db().select().from(bookingSettings);
    const res = await post({ intent: "settings", ...fields }).expect(400);
    expect(res.text).toContain(message);
    expect((await db().select().from(bookingSettings))[0]).toEqual(before);
  });
});
