import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { mondayOf } from "~/shared/time/calendar";
import { todayInLondon } from "~/shared/time/london-clock";
import { teamMembers } from "../../server/db/schema";
import { signedInAs } from "./support/accounts";
import { getAs } from "./support/admin-forms";
import { addDays, at, insertBooking } from "./support/booking-rows";
import { createTestApp, type TestApp } from "./support/test-app";
import { TEST_START } from "./support/test-instant";

let t: TestApp;
let linked: { cookie: string; id: string };
let unlinked: { cookie: string; id: string };
let client: { cookie: string; id: string };
let me: typeof teamMembers.$inferSelect;
let colleague: typeof teamMembers.$inferSelect;

async function addMember(name: string, userId: string | null = null) {
  const tag = randomBytes(3).toString("hex");
  const [row] = await t.database.handle.db
    .insert(teamMembers)
    .values({
      slug: `diary-${tag}`,
      name,
      role: "Solicitor",
      office: "bramhall",
      bio: "A solicitor.",
      email: `diary.${tag}@example.com`,
      phone: "0161 496 0000",
      userId,
      takesConsultations: true,
      meetingTypes: ["phone"],
    })
    .returning();
  if (!row) throw new Error("no member");
  return row;
}

// A day clear of the seed, far enough ahead that nothing else in this file's database falls on it.
const day = addDays(todayInLondon(TEST_START), 40);

beforeAll(async () => {
  t = await createTestApp();
  [linked, unlinked, client] = await Promise.all([
    signedInAs(t, "staff"),
    signedInAs(t, "staff"),
    signedInAs(t, "client"),
  ]);
  me = await addMember("Mary Mine", linked.id);
  colleague = await addMember("Colin Colleague");
  await insertBooking(t, {
    lawyerId: me.id,
    startsAt: at(day, "14:00"),
    name: "Olive Own",
    reference: "CH-OWN001",
  });
  await insertBooking(t, {
    lawyerId: colleague.id,
    startsAt: at(day, "09:30"),
    name: "Carl Colleagues",
    reference: "CH-COL001",
    meetingType: "phone",
  });
  await insertBooking(t, {
    startsAt: at(day, "11:00"),
    name: "Nora Nobody",
    reference: "CH-NON001",
  });
  await insertBooking(t, {
    lawyerId: colleague.id,
    startsAt: at(day, "12:00"),
    name: "Cass Cancelled",
    status: "cancelled",
  });
  // Another day of the same week: in the week, not in the day.
  const otherDay = addDays(day, mondayOf(day) === day ? 1 : -1);
  await insertBooking(t, {
    lawyerId: me.id,
    startsAt: at(otherDay, "10:00"),
    name: "Wendy Weekmate",
    reference: "CH-WEK001",
  });
});
afterAll(() => t.close());

describe("my day", () => {
  test("a linked lawyer's own consultations come first, then the firm's by lawyer", async () => {
    const res = await getAs(t.app, linked.cookie, `/admin/my-day?date=${day}`).expect(200);
    const text = res.text;
    expect(text).toContain("My consultations");
    const order = [
      "Olive Own",
      "The rest of the firm",
      "Colin Colleague",
      "Carl Colleagues",
      "Nora Nobody",
    ];
    const positions = order.map((s) => text.indexOf(s));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // Each row: time, client, reference linking to the booking, meeting type, lawyer.
    expect(text).toContain("2:00 PM");
    expect(text).toMatch(/href="\/admin\/consultations\/[0-9a-f-]{36}"[^>]*>CH-OWN001</);
    expect(text).toContain("By phone");
    expect(text).toContain("No lawyer yet");
    expect(text).not.toContain("Cass Cancelled");
    expect(text).not.toContain("Wendy Weekmate");
    expect(text).toContain(`/admin/team/${me.id}/days-away`);
    expect(text).toContain(`/admin/team/${me.id}/calendar-feed`);
    expect(text).not.toContain("not linked to a lawyer");
  });

  test("a staff account linked to nobody sees the firm's consultations and says so", async () => {
    const res = await getAs(t.app, unlinked.cookie, `/admin/my-day?date=${day}`).expect(200);
    expect(res.text).toContain("Your account is not linked to a lawyer");
    expect(res.text).not.toContain("My consultations");
    for (const name of ["Olive Own", "Carl Colleagues", "Nora Nobody"]) {
      expect(res.text).toContain(name);
    }
    expect(res.text).not.toContain("My days away");
  });

  test("a mangled date falls back to today rather than failing", async () => {
    const res = await getAs(t.app, linked.cookie, "/admin/my-day?date=2026-13-45").expect(200);
    expect(res.text).toContain("My day");
  });
});

describe("my week", () => {
  test("shows the whole week, mine first", async () => {
    const res = await getAs(t.app, linked.cookie, `/admin/my-week?date=${day}`).expect(200);
    const text = res.text;
    expect(text).toContain("My week");
    expect(text).toContain("Wendy Weekmate");
    expect(text.indexOf("Wendy Weekmate")).toBeLessThan(text.indexOf("The rest of the firm"));
    expect(text.indexOf("Olive Own")).toBeLessThan(text.indexOf("The rest of the firm"));
    expect(text).toContain("Carl Colleagues");
  });
});

describe("who may see a diary", () => {
  test.each(["/admin/my-day", "/admin/my-week"])(
    "%s: client 403, visitor to sign in",
    async (path) => {
      await getAs(t.app, client.cookie, path).expect(403);
      const visitor = await request(t.app).get(path).expect(302);
      expect(visitor.headers.location).toMatch(/^\/auth/);
    },
  );

  test("the admin nav offers My day to staff", async () => {
    const res = await getAs(t.app, unlinked.cookie, "/admin").expect(200);
    expect(res.text).toContain('href="/admin/my-day"');
  });

  test("a GET changes nothing", async () => {
    const before = await t.database.handle.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.id, me.id));
    await getAs(t.app, linked.cookie, `/admin/my-week?date=${day}`).expect(200);
    const after = await t.database.handle.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.id, me.id));
    expect(after).toEqual(before);
  });
});
