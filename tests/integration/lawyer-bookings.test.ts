import { eq, like } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { addDays, weekdayIndex } from "~/shared/time/calendar";
import { londonClock, todayInLondon } from "~/shared/time/london-clock";
import { auditLog, bookings, lawyerDaysAway, outbox, teamMembers } from "../../server/db/schema";
import { holidayOn } from "../../server/services/booking/bank-holidays";
import { ORIGIN, signedInAs, uniqueEmail, uniqueIp } from "./support/accounts";
import { decodeEntities, getAs, postAs } from "./support/admin-forms";
import { lawyerId } from "./support/booking-rows";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * A named lawyer for every consultation (issue 30, ADR 033), through the public page, the JSON
 * API and the admin area. The seeded team: wills at Bramhall, by phone and by video is Eleanor
 * Carrow and Aisha Rahman; family law is Hannah Doyle alone, at Heaton Moor.
 */

let t: TestApp;
let admin: string;
let staff: string;
let eleanor: string;
let aisha: string;
beforeAll(async () => {
  t = await createTestApp({ BOOKING_RATE_LIMIT: "1000", BOOKING_ACTIVE_PER_EMAIL: "1000" });
  admin = (await signedInAs(t, "admin")).cookie;
  staff = (await signedInAs(t, "staff")).cookie;
  eleanor = await lawyerId(t, "eleanor-carrow");
  aisha = await lawyerId(t, "aisha-rahman");
});
afterAll(() => t.close());

const db = () => t.database.handle.db;

/**
 * A working day (not a weekend or bank holiday) at least `days` ahead: the London date. The tests ask a week apart (8, 15, 22…),
 * so each has a week of its own whatever day the suite runs on.
 */
function weekdayAhead(days: number): string {
  let date = todayInLondon(new Date(t.clock.now().getTime() + days * 86_400_000));
  while (weekdayIndex(date) > 4 || holidayOn(date)) date = addDays(date, 1);
  return date;
}

async function slots(query: string, date: string): Promise<string[]> {
  const res = await request(t.app)
    .get(`/api/availability?from=${date}&to=${date}&${query}`)
    .expect(200);
  return (res.body.days as Array<{ slots: Array<{ start: string }> }>).flatMap((d) =>
    d.slots.map((s) => s.start),
  );
}

const book = (start: string, extra: Record<string, string> = {}) =>
  request(t.app)
    .post("/api/bookings")
    .set("Origin", ORIGIN)
    .set("X-Forwarded-For", uniqueIp())
    .send({
      practiceArea: "wills-probate",
      type: "bramhall",
      start,
      name: "Pat Example",
      email: uniqueEmail("lawyer"),
      phone: "0161 496 0789",
      summary: "I would like to make a will.",
      ...extra,
    });

async function row(reference: string) {
  const [found] = await db().select().from(bookings).where(eq(bookings.reference, reference));
  if (!found) throw new Error("not stored");
  return found;
}

describe("choosing a lawyer on the booking page", () => {
  test("step 2 offers the lawyers in the area, anyone suitable first, and only the ways they meet", async () => {
    const res = await request(t.app).get("/consultation?area=wills-probate").expect(200);
    const html = decodeEntities(res.text);
    expect(html).toContain("Who would you like to meet? (optional)");
    expect(html).toMatch(/<option value=""( selected="")?>Anyone suitable<\/option>/);
    expect(html).toContain('value="eleanor-carrow"');
    expect(html).toContain('value="aisha-rahman"');
    expect(html).not.toContain('value="hannah-doyle"');
    // Nobody takes wills at Heaton Moor.
    expect(html).toContain('value="bramhall"');
    expect(html).not.toContain('value="heaton-moor"');
  });

  test("a lawyer's page links to booking with them; the first step offers only their areas", async () => {
    const page = await request(t.app).get("/team/eleanor-carrow").expect(200);
    expect(page.text).toContain('href="/consultation?lawyer=eleanor-carrow#book"');
    const first = decodeEntities(
      (await request(t.app).get("/consultation?lawyer=eleanor-carrow").expect(200)).text,
    );
    expect(first).toContain("Eleanor Carrow advises on these");
    expect(first).toContain('value="wills-probate"');
    expect(first).not.toContain('value="family-law"');
    // Choosing an area carries her on: step 2 has her chosen.
    const second = decodeEntities(
      (await request(t.app).get("/consultation?area=wills-probate&lawyer=eleanor-carrow")).text,
    );
    expect(second).toMatch(/<option value="eleanor-carrow" selected="">/);
  });

  test("a team member who takes no consultations has no booking link", async () => {
    await db()
      .update(teamMembers)
      .set({ takesConsultations: false })
      .where(eq(teamMembers.slug, "mark-fielding"));
    const page = await request(t.app).get("/team/mark-fielding").expect(200);
    expect(page.text).not.toContain("/consultation?lawyer=mark-fielding");
  });

  test("a lawyer who does not meet that way is said at step 2, and no times are shown", async () => {
    const res = await request(t.app)
      .get("/consultation?area=wills-probate&lawyer=eleanor-carrow&type=heaton-moor")
      .expect(200);
    const html = decodeEntities(res.text);
    expect(html).toContain(
      "Eleanor Carrow does not meet clients at our Heaton Moor office. Choose another way to meet, or anyone suitable.",
    );
    expect(html).not.toContain("Step 3 of 4");
  });
});

describe("booking with a lawyer", () => {
  test("a booking asked for with a lawyer holds that lawyer; anyone means the one with fewer bookings that week", async () => {
    const date = weekdayAhead(8);
    const [first, second] = await slots("type=bramhall&area=wills-probate", date);
    const withAisha = await book(first as string, { lawyer: "aisha-rahman" }).expect(201);
    expect((await row(withAisha.body.reference)).lawyerId).toBe(aisha);
    // Aisha now has one that week and Eleanor none (the test's own bookings are the only ones).
    const anyone = await book(second as string).expect(201);
    expect((await row(anyone.body.reference)).lawyerId).toBe(eleanor);
  });

  test("a lawyer who does not take that consultation, or no such lawyer, is a 400 naming the field", async () => {
    const [start] = await slots("type=bramhall&area=wills-probate", weekdayAhead(9));
    const unsuitable = await book(start as string, { lawyer: "hannah-doyle" }).expect(400);
    expect(unsuitable.body.errors.lawyer).toMatch(/does not take this kind of consultation/);
    const unknown = await book(start as string, { lawyer: "nobody-here" }).expect(400);
    expect(unknown.body.errors.lawyer).toBeTruthy();
    const bad = await book(start as string, { lawyer: "<script>" }).expect(400);
    expect(bad.body.errors.lawyer).toBe("Choose a lawyer from the list, or anyone suitable");
    expect(
      await request(t.app)
        .get(
          `/api/availability?from=${weekdayAhead(9)}&to=${weekdayAhead(9)}&type=phone&lawyer=nobody`,
        )
        .expect(400)
        .then((r) => r.body.errors.lawyer),
    ).toBeTruthy();
  });

  test("a lawyer's day away removes their slots; anyone is still offered while another is free", async () => {
    const date = weekdayAhead(15);
    expect(await slots("type=phone&area=wills-probate&lawyer=eleanor-carrow", date)).not.toEqual(
      [],
    );
    await db()
      .insert(lawyerDaysAway)
      .values({ teamMemberId: eleanor, startsOn: date, endsOn: date, note: "Course" });
    // The change channel drops the kept slots: no waiting, no clearing by hand.
    expect(await slots("type=phone&area=wills-probate&lawyer=eleanor-carrow", date)).toEqual([]);
    expect(
      await slots("type=phone&area=wills-probate&lawyer=eleanor-carrow", weekdayAhead(22)),
    ).not.toEqual([]);
    expect(await slots("type=phone&area=wills-probate", date)).not.toEqual([]);
    await db()
      .insert(lawyerDaysAway)
      .values({ teamMemberId: aisha, startsOn: date, endsOn: date, note: "Leave" });
    expect(await slots("type=phone&area=wills-probate", date)).toEqual([]);
  });

  test("a lawyer's own hours apply inside the firm's", async () => {
    const date = weekdayAhead(29);
    const own = { opens: "10:00", closes: "12:00" };
    await db()
      .update(teamMembers)
      .set({
        consultationHours: {
          monday: own,
          tuesday: own,
          wednesday: own,
          thursday: own,
          friday: own,
          saturday: null,
          sunday: null,
        },
      })
      .where(eq(teamMembers.id, eleanor));
    const times = (await slots("type=video&area=wills-probate&lawyer=eleanor-carrow", date)).map(
      londonClock,
    );
    expect(times).toEqual(["10:00", "10:30", "11:00", "11:30"]);
    await db()
      .update(teamMembers)
      .set({ consultationHours: null })
      .where(eq(teamMembers.id, eleanor));
  });

  test("every video booking gets its own https link, in the invite's LOCATION, URL and DESCRIPTION", async () => {
    const date = weekdayAhead(36);
    const [a, b] = await slots("type=video&area=wills-probate", date);
    const links: string[] = [];
    for (const start of [a, b]) {
      const res = await book(start as string, { type: "video" }).expect(201);
      const booked = await row(res.body.reference);
      expect(booked.meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\/consultation-[0-9a-f]{32}$/);
      links.push(booked.meetingUrl as string);
      const [mail] = await db()
        .select()
        .from(outbox)
        .where(like(outbox.idempotencyKey, `booking:${booked.id}:0:confirmation`));
      const ics = Buffer.from(mail?.attachments[0]?.content ?? "", "base64")
        .toString("utf8")
        .replace(/\r\n /g, "");
      expect(ics).toContain(`LOCATION:${booked.meetingUrl}`);
      expect(ics).toContain(`URL;VALUE=URI:${booked.meetingUrl}`);
      expect(ics).toMatch(/DESCRIPTION:.*https:\/\/meet\.jit\.si\/consultation-/);
      expect(mail?.text).toContain(booked.meetingUrl);
    }
    expect(new Set(links).size).toBe(2);
  });
});

describe("an admin gives a booking to another lawyer", () => {
  async function videoWithEleanor() {
    const date = weekdayAhead(43);
    const [start] = await slots("type=video&area=wills-probate&lawyer=eleanor-carrow", date);
    const res = await book(start as string, { type: "video", lawyer: "eleanor-carrow" }).expect(
      201,
    );
    return row(res.body.reference);
  }

  test("the client gets an updated invite naming the new lawyer, with a new link, and it is audited", async () => {
    const b = await videoWithEleanor();
    const page = decodeEntities((await getAs(t.app, admin, `/admin/consultations/${b.id}`)).text);
    expect(page).toContain("Give this booking to another lawyer");
    expect(page).toContain(`value="${aisha}"`);
    expect(page).not.toContain(`value="${eleanor}"`);

    await postAs(t.app, admin, `/admin/consultations/${b.id}`, {
      intent: "reassign",
      lawyerId: aisha,
    }).expect(302);
    const after = await row(b.reference);
    expect(after).toMatchObject({ lawyerId: aisha, sequence: b.sequence + 1 });
    expect(after.meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\//);
    expect(after.meetingUrl).not.toBe(b.meetingUrl);

    const [mail] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `booking:${b.id}:${after.sequence}:confirmation`));
    expect(mail?.subject).toContain("Your consultation is now with Aisha Rahman");
    const ics = Buffer.from(mail?.attachments[0]?.content ?? "", "base64")
      .toString("utf8")
      .replace(/\r\n /g, "");
    expect(ics).toContain(`SEQUENCE:${after.sequence}`);
    expect(ics).toContain("Aisha Rahman");
    expect(ics).toContain(`LOCATION:${after.meetingUrl}`);

    const [audit] = await db().select().from(auditLog).where(eq(auditLog.entityId, b.id));
    expect(audit).toMatchObject({
      action: "booking.reassign",
      summary: `Gave ${b.reference} to Aisha Rahman (was Eleanor Carrow)`,
    });
  });

  test("staff are not offered it and a post is refused; a lawyer who cannot take it is a 409", async () => {
    const b = await videoWithEleanor();
    const page = (await getAs(t.app, staff, `/admin/consultations/${b.id}`)).text;
    expect(page).not.toContain("Give this booking to another lawyer");
    expect(page).toContain("Eleanor Carrow");
    await postAs(t.app, staff, `/admin/consultations/${b.id}`, {
      intent: "reassign",
      lawyerId: aisha,
    }).expect(403);
    const hannah = await lawyerId(t, "hannah-doyle");
    const refused = await postAs(t.app, admin, `/admin/consultations/${b.id}`, {
      intent: "reassign",
      lawyerId: hannah,
    }).expect(409);
    expect(decodeEntities(refused.text)).toContain("That lawyer cannot take this booking");
    const bad = await postAs(t.app, admin, `/admin/consultations/${b.id}`, {
      intent: "reassign",
      lawyerId: "not-an-id",
    }).expect(400);
    expect(bad.text).toContain("Choose a lawyer from the list");
    expect(await row(b.reference)).toMatchObject({ lawyerId: eleanor, sequence: b.sequence });
    expect(await db().select().from(auditLog).where(eq(auditLog.entityId, b.id))).toEqual([]);
  });
});
