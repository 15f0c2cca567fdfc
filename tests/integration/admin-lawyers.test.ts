import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { todayInLondon } from "~/shared/time/london-clock";
import {
  auditLog,
  bookings,
  lawyerDaysAway,
  staffTodos,
  teamMembers,
} from "../../server/db/schema";
import { signedInAs } from "./support/accounts";
import { decodeEntities, getAs, postAs } from "./support/admin-forms";
import { addDays, at, insertBooking } from "./support/booking-rows";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let admin: { cookie: string; id: string };
let staff: { cookie: string; id: string };
let client: { cookie: string; id: string };
beforeAll(async () => {
  t = await createTestApp();
  [admin, staff, client] = await Promise.all([
    signedInAs(t, "admin"),
    signedInAs(t, "staff"),
    signedInAs(t, "client"),
  ]);
});
afterAll(() => t.close());

const db = () => t.database.handle.db;
const missing = "00000000-0000-4000-8000-000000000404";

/** A team member written straight to the table. */
async function addMember(overrides: Partial<typeof teamMembers.$inferInsert> = {}) {
  const tag = randomBytes(3).toString("hex");
  const [row] = await db()
    .insert(teamMembers)
    .values({
      slug: `lawyer-${tag}`,
      name: `Lee Lawyer ${tag}`,
      role: "Solicitor",
      office: "bramhall",
      bio: "A solicitor.",
      email: `lee.${tag}@example.com`,
      phone: "0161 496 0000",
      practiceAreas: ["wills-probate"],
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("no member");
  return row;
}

const memberRow = async (id: string) =>
  (await db().select().from(teamMembers).where(eq(teamMembers.id, id)))[0];

/** A valid settings post: takes consultations by phone and video on the firm's hours. */
const settings = (version: number, extra: Record<string, string | string[]> = {}) => ({
  version: String(version),
  takesConsultations: "yes",
  meetingTypes: ["phone", "video"],
  hoursMode: "firm",
  videoRoomUrl: "",
  ...extra,
});

/** A London weekday some days ahead. */
function weekdayAhead(days: number): string {
  let date = addDays(todayInLondon(t.clock.now()), days);
  while ([0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) date = addDays(date, 1);
  return date;
}

describe("lawyer settings", () => {
  test("staff save a lawyer's consultation settings; they are stored, versioned and audited", async () => {
    const member = await addMember();
    const page = await getAs(t.app, staff.cookie, `/admin/team/${member.id}/lawyer`).expect(200);
    expect(page.text).toContain("Takes free consultations");
    expect(page.text).toContain("At our Heaton Moor office");
    // Only admins link a staff account: staff are not offered the choice.
    expect(page.text).not.toContain("Their staff account");
    const res = await postAs(
      t.app,
      staff.cookie,
      `/admin/team/${member.id}/lawyer`,
      settings(member.version, {
        hoursMode: "own",
        "monday-opens": "10:00",
        "monday-closes": "12:30",
        "wednesday-opens": "14:00",
        "wednesday-closes": "17:00",
        videoRoomUrl: "https://teams.example.com/room/lee",
      }),
    ).expect(302);
    expect(res.headers.location).toBe(`/admin/team/${member.id}/lawyer`);
    const stored = await memberRow(member.id);
    expect(stored).toMatchObject({
      takesConsultations: true,
      meetingTypes: ["phone", "video"],
      videoRoomUrl: "https://teams.example.com/room/lee",
      version: member.version + 1,
      userId: null,
    });
    expect(stored?.consultationHours).toEqual({
      monday: { opens: "10:00", closes: "12:30" },
      tuesday: null,
      wednesday: { opens: "14:00", closes: "17:00" },
      thursday: null,
      friday: null,
      saturday: null,
      sunday: null,
    });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "team-member.lawyer-settings"), eq(auditLog.entityId, member.id)),
      );
    expect(entry?.actorId).toBe(staff.id);

    // Back to the firm's hours: the column is null again.
    await postAs(
      t.app,
      staff.cookie,
      `/admin/team/${member.id}/lawyer`,
      settings(member.version + 1),
    ).expect(302);
    expect((await memberRow(member.id))?.consultationHours).toBeNull();
  });

  test("the edit screen links to the consultation settings and days away", async () => {
    const member = await addMember();
    const page = await getAs(t.app, staff.cookie, `/admin/team/${member.id}`).expect(200);
    expect(page.text).toContain(`/admin/team/${member.id}/lawyer`);
    expect(page.text).toContain(`/admin/team/${member.id}/days-away`);
  });

  test.each([
    [
      { "monday-opens": "08:00", "monday-closes": "12:00" },
      "monday-opens",
      "within the firm's consultation hours, 9:00",
    ],
    [
      { "monday-opens": "10:15", "monday-closes": "12:00" },
      "monday-opens",
      "on the hour or half hour",
    ],
    [
      { "tuesday-opens": "12:00", "tuesday-closes": "11:00" },
      "tuesday-closes",
      "at least half an hour after it starts",
    ],
    [
      { "saturday-opens": "10:00", "saturday-closes": "12:00" },
      "saturday-opens",
      "The firm takes no consultations on Saturday",
    ],
    [{ "monday-opens": "10:00" }, "monday-closes", "Enter the time Monday ends"],
    [{}, "monday-opens", "Give their times on at least one day"],
  ])(
    "own hours %j are a 400 naming %s, with the other input kept",
    async (hours, _field, message) => {
      const member = await addMember();
      const res = await postAs(
        t.app,
        staff.cookie,
        `/admin/team/${member.id}/lawyer`,
        settings(member.version, {
          hoursMode: "own",
          videoRoomUrl: "https://zoom.example.com/j/123",
          ...hours,
        }),
      ).expect(400);
      const text = decodeEntities(res.text);
      expect(text).toContain(message);
      expect(text).toContain("There is a problem");
      // Everything typed comes back.
      expect(text).toContain('value="https://zoom.example.com/j/123"');
      for (const value of Object.values(hours)) expect(text).toContain(`value="${value}"`);
      const stored = await memberRow(member.id);
      expect(stored).toMatchObject({ version: member.version, takesConsultations: false });
    },
  );

  test("other bad input is a 400 with its message: an http room, no way of meeting, a made-up type", async () => {
    const member = await addMember();
    const path = `/admin/team/${member.id}/lawyer`;
    const http = await postAs(
      t.app,
      staff.cookie,
      path,
      settings(member.version, { videoRoomUrl: "http://zoom.example.com/j/1" }),
    ).expect(400);
    expect(http.text).toContain("starting https://");
    const none = await postAs(
      t.app,
      staff.cookie,
      path,
      settings(member.version, { meetingTypes: [] }),
    ).expect(400);
    expect(none.text).toContain("Choose at least one way they meet clients");
    const odd = await postAs(
      t.app,
      staff.cookie,
      path,
      settings(member.version, { meetingTypes: ["teleport"] }),
    ).expect(400);
    expect(odd.text).toContain("Choose ways of meeting from the list");
    expect((await memberRow(member.id))?.version).toBe(member.version);
  });

  test("a save from a form opened before someone else's is refused (409), theirs kept", async () => {
    const member = await addMember();
    const path = `/admin/team/${member.id}/lawyer`;
    await postAs(t.app, staff.cookie, path, settings(member.version)).expect(302);
    const res = await postAs(
      t.app,
      admin.cookie,
      path,
      settings(member.version, { meetingTypes: ["bramhall"] }),
    ).expect(409);
    expect(decodeEntities(res.text)).toContain("Someone else saved these settings");
    expect((await memberRow(member.id))?.meetingTypes).toEqual(["phone", "video"]);
  });

  test("an admin links a staff account; one account is one member; staff may not link", async () => {
    const member = await addMember();
    const other = await addMember();
    const path = `/admin/team/${member.id}/lawyer`;
    const page = await getAs(t.app, admin.cookie, path).expect(200);
    expect(page.text).toContain("Their staff account");
    expect(page.text).toContain(staff.id);
    // A client account is never offered.
    expect(page.text).not.toContain(client.id);
    await postAs(t.app, admin.cookie, path, settings(member.version, { userId: staff.id })).expect(
      302,
    );
    expect((await memberRow(member.id))?.userId).toBe(staff.id);
    // Now linked, the account is not offered for another member, and cannot be given to one.
    const otherPath = `/admin/team/${other.id}/lawyer`;
    expect((await getAs(t.app, admin.cookie, otherPath).expect(200)).text).not.toContain(staff.id);
    const taken = await postAs(
      t.app,
      admin.cookie,
      otherPath,
      settings(other.version, { userId: staff.id }),
    ).expect(400);
    expect(taken.text).toContain("linked to someone else");
    const clientLink = await postAs(
      t.app,
      admin.cookie,
      otherPath,
      settings(other.version, { userId: client.id }),
    ).expect(400);
    expect(clientLink.text).toContain("not a staff account");
    expect((await memberRow(other.id))?.userId).toBeNull();
    // Staff cannot link or unlink, whichever account they name.
    await postAs(
      t.app,
      staff.cookie,
      otherPath,
      settings(other.version, { userId: staff.id }),
    ).expect(403);
    await postAs(t.app, staff.cookie, path, settings(member.version + 1, { userId: "" })).expect(
      403,
    );
    // A staff save without the field keeps the link.
    await postAs(t.app, staff.cookie, path, settings(member.version + 1)).expect(302);
    expect((await memberRow(member.id))?.userId).toBe(staff.id);
    // Unlink, so the other tests start from an unlinked staff account.
    await postAs(t.app, admin.cookie, path, settings(member.version + 2, { userId: "" })).expect(
      302,
    );
    expect((await memberRow(member.id))?.userId).toBeNull();
  });

  test("a client gets 403, a visitor is sent to sign in, an unknown member is 404", async () => {
    const member = await addMember();
    const path = `/admin/team/${member.id}/lawyer`;
    await getAs(t.app, client.cookie, path).expect(403);
    await postAs(t.app, client.cookie, path, settings(member.version)).expect(403);
    const visitor = await request(t.app).get(path).expect(302);
    expect(visitor.headers.location).toMatch(/^\/auth/);
    await getAs(t.app, staff.cookie, `/admin/team/${missing}/lawyer`).expect(404);
    await postAs(t.app, staff.cookie, `/admin/team/${missing}/lawyer`, settings(1)).expect(404);
    await getAs(t.app, staff.cookie, "/admin/team/nonsense/lawyer").expect(404);
    expect((await memberRow(member.id))?.version).toBe(member.version);
  });
});

describe("days away", () => {
  test("an admin adds and removes anyone's days away; both audited", async () => {
    const member = await addMember();
    const path = `/admin/team/${member.id}/days-away`;
    const from = weekdayAhead(20);
    await postAs(t.app, admin.cookie, path, {
      intent: "add",
      startsOn: from,
      endsOn: addDays(from, 4),
      note: "Annual leave",
    }).expect(302);
    const [row] = await db()
      .select()
      .from(lawyerDaysAway)
      .where(eq(lawyerDaysAway.teamMemberId, member.id));
    expect(row).toMatchObject({
      startsOn: from,
      endsOn: addDays(from, 4),
      note: "Annual leave",
      createdBy: admin.id,
    });
    const page = await getAs(t.app, admin.cookie, path).expect(200);
    expect(page.text).toContain("Annual leave");
    // One day: the last day defaults to the first.
    await postAs(t.app, admin.cookie, path, {
      intent: "add",
      startsOn: addDays(from, 30),
      endsOn: "",
      note: "",
    }).expect(302);
    await postAs(t.app, admin.cookie, path, { intent: "remove", id: row?.id as string }).expect(
      302,
    );
    const left = await db()
      .select()
      .from(lawyerDaysAway)
      .where(eq(lawyerDaysAway.teamMemberId, member.id));
    expect(left.map((d) => [d.startsOn, d.endsOn])).toEqual([
      [addDays(from, 30), addDays(from, 30)],
    ]);
    const actions = (
      await db().select().from(auditLog).where(eq(auditLog.entityId, member.id))
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(["lawyer.days-away-add", "lawyer.days-away-remove"]),
    );
    // Removing it again is a clear refusal, not an error.
    await postAs(t.app, admin.cookie, path, { intent: "remove", id: row?.id as string }).expect(
      404,
    );
    await postAs(t.app, admin.cookie, path, { intent: "remove", id: "nonsense" }).expect(404);
  });

  test("a linked staff member manages their own days away, and nobody else's (403)", async () => {
    const mine = await addMember();
    const theirs = await addMember();
    // Whatever an earlier test left linked, the staff account is this member alone.
    await db().update(teamMembers).set({ userId: null }).where(eq(teamMembers.userId, staff.id));
    await db().update(teamMembers).set({ userId: staff.id }).where(eq(teamMembers.id, mine.id));
    try {
      const page = await getAs(t.app, staff.cookie, `/admin/team/${mine.id}/days-away`).expect(200);
      expect(page.text).toContain("My days away");
      const day = weekdayAhead(25);
      await postAs(t.app, staff.cookie, `/admin/team/${mine.id}/days-away`, {
        intent: "add",
        startsOn: day,
      }).expect(302);
      await getAs(t.app, staff.cookie, `/admin/team/${theirs.id}/days-away`).expect(403);
      await postAs(t.app, staff.cookie, `/admin/team/${theirs.id}/days-away`, {
        intent: "add",
        startsOn: day,
      }).expect(403);
      // Their day away cannot be removed through my page either.
      const [away] = await db()
        .insert(lawyerDaysAway)
        .values({ teamMemberId: theirs.id, startsOn: day, endsOn: day })
        .returning();
      await postAs(t.app, staff.cookie, `/admin/team/${mine.id}/days-away`, {
        intent: "remove",
        id: away?.id as string,
      }).expect(404);
      const theirDays = await db()
        .select()
        .from(lawyerDaysAway)
        .where(eq(lawyerDaysAway.teamMemberId, theirs.id));
      expect(theirDays).toHaveLength(1);
    } finally {
      await db().update(teamMembers).set({ userId: null }).where(eq(teamMembers.id, mine.id));
    }
  });

  test("staff with no link, clients and visitors are kept out; an unknown member is 404", async () => {
    const member = await addMember();
    const path = `/admin/team/${member.id}/days-away`;
    await getAs(t.app, staff.cookie, path).expect(403);
    await getAs(t.app, client.cookie, path).expect(403);
    await postAs(t.app, client.cookie, path, {
      intent: "add",
      startsOn: weekdayAhead(5),
    }).expect(403);
    const visitor = await request(t.app).get(path).expect(302);
    expect(visitor.headers.location).toMatch(/^\/auth/);
    await getAs(t.app, admin.cookie, `/admin/team/${missing}/days-away`).expect(404);
    await postAs(t.app, admin.cookie, `/admin/team/${missing}/days-away`, {
      intent: "add",
      startsOn: weekdayAhead(5),
    }).expect(404);
    expect(
      await db().select().from(lawyerDaysAway).where(eq(lawyerDaysAway.teamMemberId, member.id)),
    ).toEqual([]);
  });

  const today = () => todayInLondon(t.clock.now());
  test.each([
    [() => ({ startsOn: "" }), "Enter the first day away"],
    [() => ({ startsOn: "2026-02-30" }), "Enter the first day away"],
    [() => ({ startsOn: addDays(today(), -1) }), "today or later"],
    [
      () => ({ startsOn: addDays(today(), 5), endsOn: addDays(today(), 4) }),
      "on or after the first",
    ],
    [
      () => ({ startsOn: addDays(today(), 5), endsOn: addDays(today(), 5 + 366) }),
      "at most a year long",
    ],
    [() => ({ startsOn: addDays(today(), 5), note: "x".repeat(201) }), "200 characters or fewer"],
  ])(
    "a bad day away is a 400 with its message, the input kept, nothing stored",
    async (fields, message) => {
      const member = await addMember();
      const input = { note: "Course", ...fields() };
      const res = await postAs(t.app, admin.cookie, `/admin/team/${member.id}/days-away`, {
        intent: "add",
        ...input,
      }).expect(400);
      expect(res.text).toContain(message);
      expect(res.text).toContain("There is a problem");
      expect(res.text).toContain(`value="${input.note}"`);
      expect(
        await db().select().from(lawyerDaysAway).where(eq(lawyerDaysAway.teamMemberId, member.id)),
      ).toEqual([]);
    },
  );

  test("days away over confirmed bookings list them first; saving keeps them and gives each a to-do", async () => {
    const member = await addMember();
    const other = await addMember();
    const day = weekdayAhead(12);
    const covered = await insertBooking(t, {
      lawyerId: member.id,
      startsAt: at(day, "10:00"),
      name: "Covered Client",
    });
    // Not theirs, cancelled, or outside the dates: none of these is listed.
    await insertBooking(t, { lawyerId: other.id, startsAt: at(day, "10:00") });
    await insertBooking(t, {
      lawyerId: member.id,
      startsAt: at(day, "11:00"),
      status: "cancelled",
    });
    await insertBooking(t, { lawyerId: member.id, startsAt: at(addDays(day, 1), "10:00") });
    const path = `/admin/team/${member.id}/days-away`;
    const step = await postAs(t.app, admin.cookie, path, {
      intent: "add",
      startsOn: day,
      endsOn: day,
      note: "Court",
    }).expect(200);
    expect(step.text).toContain(covered.reference);
    expect(step.text).toContain("Covered Client");
    expect(step.text).toContain("Save and keep these bookings");
    expect(
      await db().select().from(lawyerDaysAway).where(eq(lawyerDaysAway.teamMemberId, member.id)),
    ).toEqual([]);
    // "Go back" shows the form again with what was typed.
    const back = await postAs(t.app, admin.cookie, path, {
      intent: "back",
      startsOn: day,
      endsOn: day,
      note: "Court",
    }).expect(200);
    expect(back.text).toContain('value="Court"');

    const saved = await postAs(t.app, admin.cookie, path, {
      intent: "confirm",
      startsOn: day,
      endsOn: day,
      note: "Court",
    }).expect(302);
    expect(saved.headers.location).toBe(path);
    const todos = await db()
      .select()
      .from(staffTodos)
      .where(eq(staffTodos.kind, "booking-needs-new-lawyer"));
    expect(todos.map((td) => td.bookingId)).toEqual([covered.id]);
    expect(todos[0]?.summary).toContain(covered.reference);
    const [kept] = await db().select().from(bookings).where(eq(bookings.id, covered.id));
    expect(kept).toMatchObject({ status: "confirmed", lawyerId: member.id });
  });
});

describe("the availability screen", () => {
  test("lists each lawyer: consultations, meeting types, own hours, next days away, with links", async () => {
    const member = await addMember({
      name: "Avril Available",
      takesConsultations: true,
      meetingTypes: ["heaton-moor", "phone"],
      consultationHours: {
        monday: { opens: "09:00", closes: "12:00" },
        tuesday: null,
        wednesday: null,
        thursday: null,
        friday: null,
        saturday: null,
        sunday: null,
      },
    });
    const day = weekdayAhead(30);
    await db()
      .insert(lawyerDaysAway)
      .values({ teamMemberId: member.id, startsOn: day, endsOn: day });
    const res = await getAs(t.app, staff.cookie, "/admin/availability").expect(200);
    const text = decodeEntities(res.text);
    const row = text.slice(text.indexOf("Avril Available"), text.indexOf("Avril Available") + 1500);
    expect(row).toContain("At our Heaton Moor office; By phone");
    expect(row).toContain("Their own");
    expect(text).toContain(`/admin/team/${member.id}/lawyer`);
    expect(text).toContain(`/admin/team/${member.id}/days-away`);
    expect(text).not.toContain("Capacity");
  });
});

describe("per lawyer: dashboard, CSV, list filter", () => {
  test("this week's consultations per lawyer on the dashboard, linking to the filtered list", async () => {
    const member = await addMember({ name: "Dana Dashboard" });
    const today = todayInLondon(t.clock.now());
    // Today, on the grid, in the week the dashboard shows.
    const slot = new Date(Math.floor(t.clock.now().getTime() / 1_800_000) * 1_800_000);
    if (todayInLondon(slot) !== today) throw new Error("slot not today");
    await insertBooking(t, { lawyerId: member.id, startsAt: slot });
    await insertBooking(t, {
      lawyerId: member.id,
      startsAt: new Date(slot.getTime() - 30 * 60_000),
      status: "cancelled",
    });
    const res = await getAs(t.app, staff.cookie, "/admin").expect(200);
    const text = decodeEntities(res.text);
    expect(text).toContain("This week by lawyer");
    const at = text.indexOf("Dana Dashboard");
    expect(at).toBeGreaterThan(0);
    expect(text.slice(at, at + 200)).toMatch(/Dana Dashboard<\/a><\/th><td[^>]*>1</);
    expect(text).toContain(`lawyer=${member.id}`);
  });

  test("the CSV has a Lawyer column: the name, or empty while a booking has none", async () => {
    const member = await addMember({ name: "Cora Csv" });
    const day = weekdayAhead(50);
    const withLawyer = await insertBooking(t, { lawyerId: member.id, startsAt: at(day, "10:00") });
    const without = await insertBooking(t, { startsAt: at(day, "10:30") });
    const res = await getAs(
      t.app,
      staff.cookie,
      `/admin/consultations/export.csv?from=${day}&to=${day}`,
    ).expect(200);
    const [header, ...lines] = res.text.trim().split("\r\n");
    const columns = header?.split(",") ?? [];
    const lawyerAt = columns.indexOf('"Lawyer"');
    expect(lawyerAt).toBeGreaterThan(0);
    const cellOf = (ref: string) => lines.find((l) => l.includes(ref))?.split(",")[lawyerAt];
    expect(cellOf(withLawyer.reference)).toBe('"Cora Csv"');
    expect(cellOf(without.reference)).toBe('""');
  });

  test("the consultations list filters by lawyer, or by none; a mangled filter is ignored", async () => {
    const member = await addMember({ name: "Fern Filter" });
    const day = weekdayAhead(55);
    const mine = await insertBooking(t, { lawyerId: member.id, startsAt: at(day, "11:00") });
    const nobodys = await insertBooking(t, { startsAt: at(day, "11:30") });
    const list = (q: string) =>
      getAs(t.app, staff.cookie, `/admin/consultations?from=${day}&to=${day}${q}`).expect(200);
    const filtered = await list(`&lawyer=${member.id}`);
    expect(filtered.text).toContain(mine.reference);
    expect(filtered.text).not.toContain(nobodys.reference);
    expect(filtered.text).toContain("Fern Filter");
    const none = await list("&lawyer=none");
    expect(none.text).toContain(nobodys.reference);
    expect(none.text).not.toContain(mine.reference);
    const mangled = await list("&lawyer=not-an-id");
    expect(mangled.text).toContain(mine.reference);
    expect(mangled.text).toContain(nobodys.reference);
    // The CSV keeps the filter.
    const csv = await getAs(
      t.app,
      staff.cookie,
      `/admin/consultations/export.csv?from=${day}&to=${day}&lawyer=${member.id}`,
    ).expect(200);
    expect(csv.text).toContain(mine.reference);
    expect(csv.text).not.toContain(nobodys.reference);
  });
});

describe("metrics per lawyer and practice area", () => {
  const TOKEN = "metrics-token-for-the-lawyer-tests-0123456789";
  let m: TestApp;
  beforeAll(async () => {
    m = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => m.close());

  test("upcoming bookings are counted by lawyer id and practice area slug, never by name", async () => {
    const [member] = await m.database.handle.db
      .insert(teamMembers)
      .values({
        slug: "metric-lawyer",
        name: "Mona Metric",
        role: "Solicitor",
        office: "bramhall",
        bio: "A solicitor.",
        email: "mona@example.com",
        phone: "0161 496 0000",
      })
      .returning();
    const day = weekdayAhead(9);
    await insertBooking(m, {
      lawyerId: member?.id,
      startsAt: at(day, "10:00"),
      practiceArea: "family-law",
    });
    await insertBooking(m, {
      lawyerId: member?.id,
      startsAt: at(day, "10:30"),
      practiceArea: "family-law",
    });
    await insertBooking(m, { startsAt: at(day, "11:00"), practiceArea: "wills-probate" });
    await insertBooking(m, {
      lawyerId: member?.id,
      startsAt: at(day, "11:30"),
      practiceArea: "family-law",
      status: "cancelled",
    });
    const res = await request(m.app)
      .get("/metrics")
      .set("Authorization", `Bearer ${TOKEN}`)
      .expect(200);
    expect(res.text).toContain(
      `bookings_upcoming{lawyer_id="${member?.id}",practice_area="family-law"} 2`,
    );
    expect(res.text).toContain(
      'bookings_upcoming{lawyer_id="none",practice_area="wills-probate"} 1',
    );
    expect(res.text).not.toContain("Mona Metric");
  });
});
