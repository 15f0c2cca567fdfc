import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { defaultFirmFacts, mondayToFridayHours } from "~/shared/firm/facts";
import { londonClock } from "~/shared/time/london-clock";
import { bookingBlocks, firmSettings, users } from "../../server/db/schema";
import { readFirmSetting, saveFirmSetting } from "../../server/services/firm/firm-settings";
import { freeSlots } from "./support/booking-rows";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Issue 29's foundation (ADR 032): the firm's facts are stored documents that every page and
 * the slot finder read, and a saved change reaches kept pages at once, in every process.
 */
let t: TestApp;
let other: TestApp;
let actor: { id: string; name: string };
beforeAll(async () => {
  t = await createTestApp({}, undefined, { stoppedClock: true });
  // A second server process on the same database.
  other = await createTestApp({}, t.database);
  const [admin] = await t.database.handle.db
    .insert(users)
    .values({ email: "settings-admin@example.com", name: "Settings Admin", role: "admin" })
    .returning({ id: users.id, name: users.name });
  if (!admin) throw new Error("no admin");
  actor = admin;
});
afterAll(async () => {
  other.app.changeWatch.stop();
  await t.close();
});

const laterHours = mondayToFridayHours("10:00", "16:00");

describe("stored firm settings", () => {
  test("a saved change reaches kept pages and the slots of every instance at once", async () => {
    // Both instances render and keep the pages first.
    // /about is kept for the release, / is a shared page, /contact renders per request.
    const pages = ["/about", "/", "/contact"];
    for (const app of [t.app, other.app]) {
      for (const path of pages) {
        expect((await request(app).get(path).expect(200)).text).toContain("9:00 AM to 5:00 PM");
      }
    }
    expect((await freeSlots(t, "phone")).map(londonClock)).toContain("09:00");

    const saved = await saveFirmSetting(t.database.handle.db, {
      key: "hours",
      value: laterHours,
      before: defaultFirmFacts.hours,
      expectedVersion: 0,
      actor,
      summary: "Office hours changed",
    });
    expect(saved).toEqual({ ok: true, version: 1 });

    for (const app of [t.app, other.app]) {
      for (const path of pages) {
        const html = (await request(app).get(path).expect(200)).text;
        expect(html, path).toContain("10:00 AM to 4:00 PM");
        expect(html, path).not.toContain("5:00 PM");
      }
    }
    const times = (await freeSlots(t, "phone")).map(londonClock);
    expect(times).not.toContain("09:00");
    expect(times).toContain("10:00");
  });

  test("a save from a screen loaded before someone else's save is refused and writes nothing", async () => {
    const before = await readFirmSetting(t.database.handle.db, "hours");
    const result = await saveFirmSetting(t.database.handle.db, {
      key: "hours",
      value: defaultFirmFacts.hours,
      before: laterHours,
      expectedVersion: 0,
      actor,
      summary: "Office hours changed",
    });
    expect(result).toEqual({ ok: false, reason: "conflict", currentVersion: before?.version });
    expect(await readFirmSetting(t.database.handle.db, "hours")).toEqual(before);
  });

  test("every save is audited with what was in force before and after", async () => {
    const audit = await t.database.handle.db.query.auditLog.findMany({
      where: (a, { eq }) => eq(a.action, "firm.hours-change"),
    });
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({ before: defaultFirmFacts.hours, after: laterHours });
  });

  test("a stored document that is no longer valid falls back to the configured value, logged", async () => {
    await t.database.handle.db.update(firmSettings).set({ value: { weekdays: { opens: "nine" } } });
    const html = (await request(t.app).get("/contact").expect(200)).text;
    expect(html).toContain("9:00 AM to 5:00 PM");
    expect(t.logs.some((l) => String(l.msg).includes("stored firm setting is not valid"))).toBe(
      true,
    );
  });

  test("a whole-firm block with a public reason is the next closure until it ends", async () => {
    const now = t.clock.now().getTime();
    const day = 24 * 60 * 60 * 1000;
    await t.database.handle.db.insert(bookingBlocks).values([
      // An office's own block and a block with no public reason are staff's business.
      {
        pool: "bramhall",
        startsAt: new Date(now + day),
        endsAt: new Date(now + 2 * day),
        reason: "Decorating",
        publicReason: "Decorating",
      },
      {
        pool: null,
        startsAt: new Date(now + day),
        endsAt: new Date(now + 2 * day),
        reason: "Training",
      },
      {
        pool: null,
        startsAt: new Date(now + 3 * day),
        endsAt: new Date(now + 5 * day),
        reason: "Christmas",
        publicReason: "Christmas and Boxing Day",
      },
    ]);
    const facts = await t.app.firm.facts();
    expect(facts.nextClosure).toEqual({
      startsAt: new Date(now + 3 * day).toISOString(),
      endsAt: new Date(now + 5 * day).toISOString(),
      reason: "Christmas and Boxing Day",
    });
    t.clock.advance((5 * day) / 1000 + 1);
    expect((await t.app.firm.facts()).nextClosure).toBeNull();
  });

  test("with Saturdays closed, the booking page stops offering them", async () => {
    const before = (await request(t.app).get("/consultation").expect(200)).text;
    expect(before).toContain("Saturdays are by appointment");
    expect(before).toContain("Can I have an appointment on a Saturday?");
    const noSaturdays = {
      ...laterHours,
      week: { ...laterHours.week, saturday: { status: "closed" as const } },
    };
    const current = await readFirmSetting(t.database.handle.db, "hours");
    const saved = await saveFirmSetting(t.database.handle.db, {
      key: "hours",
      value: noSaturdays,
      before: laterHours,
      expectedVersion: current?.version ?? 0,
      actor,
      summary: "Office hours changed",
    });
    expect(saved.ok).toBe(true);
    const after = (await request(t.app).get("/consultation").expect(200)).text;
    expect(after).not.toContain("Saturdays are by appointment");
    expect(after).not.toContain("Can I have an appointment on a Saturday?");
  });
});
