import { and, eq, like } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { formatWhen } from "~/shared/booking/facts";
import { todayInLondon } from "~/shared/time/london-clock";
import { auditLog, bookingNotes, bookings, outbox } from "../../server/db/schema";
import { isBookingStillCurrent } from "../../server/services/booking/reminder-guard";
import { ORIGIN, postPageForm, signedInAs, uniqueEmail, uniqueIp } from "./support/accounts";
import {
  addDays,
  at,
  freeSlots,
  insertBooking,
  lawyerId,
  nextSaturday,
  willsLawyers,
} from "./support/booking-rows";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let staff: { cookie: string; id: string };
beforeAll(async () => {
  t = await createTestApp({ BOOKING_RATE_LIMIT: "1000" });
  staff = await signedInAs(t, "staff");
});
afterAll(() => t.close());

const db = () => t.database.handle.db;
const page = (path: string) => request(t.app).get(path).set("Cookie", staff.cookie);
const post = (path: string, body: Record<string, string>) =>
  postPageForm(t.app, path).set("Cookie", staff.cookie).send(body);
const detailLinks = (html: string) =>
  [...html.matchAll(/href="\/admin\/consultations\/([0-9a-f-]{36})"/g)].map((m) => m[1]);

async function reload(id: string) {
  const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error("gone");
  return row;
}
const auditFor = (id: string) =>
  db().select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.at);
const mailsFor = (id: string) =>
  db()
    .select()
    .from(outbox)
    .where(like(outbox.idempotencyKey, `booking:${id}:%`));
const icsOf = (mail: { attachments: Array<{ content: string }> } | undefined) =>
  Buffer.from(mail?.attachments[0]?.content ?? "", "base64").toString("utf8");

/** Books through the public API, as a client would, so the row has a real manage link. */
async function bookThroughApi(type = "bramhall") {
  return (await bookWithLink(type)).row;
}

/**
 * A practice area with one lawyer for each meeting type (Sarah Bennett at Bramhall, Hannah
 * Doyle elsewhere), so a time a booking holds is no longer offered.
 */
const soleArea = (type: string) => (type === "bramhall" ? "personal-injury" : "family-law");

/** A booking made through the public API, with the manage link the client was given. */
async function bookWithLink(type = "bramhall") {
  const [slot] = await freeSlots(t, type, 5, 20, soleArea(type));
  const res = await request(t.app)
    .post("/api/bookings")
    .set("Origin", ORIGIN)
    .set("X-Forwarded-For", uniqueIp())
    .send({
      practiceArea: soleArea(type),
      type,
      start: slot,
      name: "Robin Mover",
      email: uniqueEmail("mover"),
      phone: "0161 496 0123",
      summary: "Separation.",
    })
    .expect(201);
  const [row] = await db()
    .select()
    .from(bookings)
    .where(eq(bookings.reference, res.body.reference));
  if (!row) throw new Error("not stored");
  return { row, manageLink: new URL(res.body.manageUrl).pathname };
}

describe("the consultations list", () => {
  test("search finds a booking by reference, e-mail or name, and nothing else", async () => {
    const wanted = await insertBooking(t, {
      name: "Quentin Blakemore",
      email: "quentin@example.org",
    });
    const other = await insertBooking(t, { name: "Someone Else" });
    for (const q of [wanted.reference, "quentin@EXAMPLE", "blakemore"]) {
      const res = await page(`/admin/consultations?q=${encodeURIComponent(q)}`).expect(200);
      const ids = detailLinks(res.text);
      expect(ids).toContain(wanted.id);
      expect(ids).not.toContain(other.id);
    }
  });

  test("filters by status, practice area, meeting type and date range", async () => {
    const day = addDays(todayInLondon(t.clock.now()), 40);
    const a = await insertBooking(t, {
      name: "Filter Target",
      startsAt: at(day, "10:00"),
      practiceArea: "conveyancing",
      meetingType: "video",
    });
    const wrongArea = await insertBooking(t, {
      name: "Filter Target",
      startsAt: at(day, "11:00"),
      meetingType: "video",
    });
    const wrongType = await insertBooking(t, {
      name: "Filter Target",
      startsAt: at(day, "12:00"),
      practiceArea: "conveyancing",
      meetingType: "phone",
    });
    const wrongDay = await insertBooking(t, {
      name: "Filter Target",
      startsAt: at(addDays(day, 1), "10:00"),
      practiceArea: "conveyancing",
      meetingType: "video",
    });
    const cancelled = await insertBooking(t, {
      name: "Filter Target",
      startsAt: at(day, "13:00"),
      practiceArea: "conveyancing",
      meetingType: "video",
      status: "cancelled",
    });
    const res = await page(
      `/admin/consultations?q=Filter+Target&from=${day}&to=${day}&area=conveyancing&type=video&status=confirmed`,
    ).expect(200);
    expect(detailLinks(res.text)).toEqual([a.id]);
    const all = await page(
      `/admin/consultations?q=Filter+Target&from=${day}&to=${addDays(day, 1)}`,
    ).expect(200);
    expect(new Set(detailLinks(all.text))).toEqual(
      new Set([a.id, wrongArea.id, wrongType.id, wrongDay.id, cancelled.id]),
    );
    const onlyCancelled = await page(
      "/admin/consultations?q=Filter+Target&status=cancelled",
    ).expect(200);
    expect(detailLinks(onlyCancelled.text)).toEqual([cancelled.id]);
  });

  test("nonsense in the filters is ignored rather than an error", async () => {
    await page(
      "/admin/consultations?from=yesterday&status=lost&area=astrology&type=pigeon&page=-4",
    ).expect(200);
  });

  test("25 to a page, with links to the next and previous pages that keep the filters", async () => {
    const made = [];
    for (let i = 0; i < 27; i++)
      made.push(
        await insertBooking(t, {
          name: "Paginated Person",
          startsAt: at(addDays(todayInLondon(t.clock.now()), 50), "09:00"),
        }),
      );
    const first = await page("/admin/consultations?q=Paginated").expect(200);
    expect(detailLinks(first.text)).toHaveLength(25);
    expect(first.text).toContain("Page 1 of 2");
    expect(first.text).toContain('href="/admin/consultations?q=Paginated&amp;page=2"');
    const second = await page("/admin/consultations?q=Paginated&page=2").expect(200);
    expect(detailLinks(second.text)).toHaveLength(2);
    expect(new Set([...detailLinks(first.text), ...detailLinks(second.text)])).toEqual(
      new Set(made.map((m) => m.id)),
    );
  });

  test("a client gets 403 and a visitor is sent to sign in", async () => {
    const client = await signedInAs(t, "client");
    await request(t.app).get("/admin/consultations").set("Cookie", client.cookie).expect(403);
    const res = await request(t.app).get("/admin/consultations").expect(302);
    expect(res.headers.location).toBe("/auth?next=%2Fadmin%2Fconsultations");
  });
});

describe("CSV export", () => {
  test("the filtered list as a private CSV download, with formulas made harmless", async () => {
    const day = addDays(todayInLondon(t.clock.now()), 45);
    const evil = await insertBooking(t, {
      name: '=HYPERLINK("http://evil.example","x")',
      email: "csv.person@example.com",
      phone: "+44 161 496 0000",
      summary: '@SUM(1+1)\nsecond line, with a comma and "quotes"',
      practiceArea: "employment-law",
      meetingType: "phone",
      startsAt: at(day, "14:30"),
    });
    const excluded = await insertBooking(t, { name: "Not Exported", startsAt: at(day, "15:00") });
    const res = await page(
      `/admin/consultations/export.csv?from=${day}&to=${day}&area=employment-law`,
    ).expect(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="consultations-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const lines = res.text.split("\r\n");
    expect(lines[0]).toBe(
      '"Reference","Date","Time","Status","Attendance","Practice area","Meeting type","Lawyer","Name","E-mail","Phone","Summary","Cancellation reason","Booked at"',
    );
    expect(res.text).toContain(evil.reference);
    expect(res.text).not.toContain(excluded.reference);
    expect(lines[1]).toContain(
      `"${evil.reference}","${day}","14:30","Confirmed","","Employment Law","By phone","","'=HYPERLINK(""http://evil.example"",""x"")","csv.person@example.com","'+44 161 496 0000","'@SUM(1+1)`,
    );
    expect(res.text).toContain('second line, with a comma and ""quotes"""');
  });

  test("a client cannot download it", async () => {
    const client = await signedInAs(t, "client");
    await request(t.app)
      .get("/admin/consultations/export.csv")
      .set("Cookie", client.cookie)
      .expect(403);
  });
});

describe("the week view", () => {
  test("shows the week's bookings with links, and previous and next weeks", async () => {
    const saturday = nextSaturday(t.clock.now());
    const monday = addDays(saturday, -5);
    const weekday = await insertBooking(t, {
      name: "Wendy Weekday",
      startsAt: at(addDays(monday, 2), "11:30"),
    });
    const request_ = await insertBooking(t, {
      name: "Sasha Saturday",
      status: "requested",
      startsAt: at(saturday, "10:00"),
    });
    const later = await insertBooking(t, {
      name: "Nina Nextweek",
      startsAt: at(addDays(monday, 7), "11:30"),
    });
    const res = await page(`/admin/consultations/week?start=${addDays(monday, 3)}`).expect(200);
    expect(res.text).toContain(`href="/admin/consultations/${weekday.id}"`);
    expect(res.text).toContain(`href="/admin/consultations/${request_.id}"`);
    expect(res.text).toContain("request to confirm");
    expect(res.text).not.toContain(later.id);
    expect(res.text).toContain(`href="/admin/consultations/week?start=${addDays(monday, 7)}"`);
    expect(res.text).toContain(`href="/admin/consultations/week?start=${addDays(monday, -7)}"`);
    await page("/admin/consultations/week?start=garbage").expect(200);
  });
});

describe("a booking's page", () => {
  test("an unknown id and a malformed id are 404s, not errors", async () => {
    await page("/admin/consultations/00000000-0000-4000-8000-000000000000").expect(404);
    await page("/admin/consultations/not-a-booking").expect(404);
    await post("/admin/consultations/not-a-booking", { intent: "note", body: "x" }).expect(404);
    await post("/admin/consultations/00000000-0000-4000-8000-000000000000", {
      intent: "note",
      body: "x",
    }).expect(404);
  });

  test("shows the client's details, notes and history", async () => {
    const b = await insertBooking(t, {
      name: "Dora Details",
      phone: "07700 900123",
      summary: "A boundary dispute.",
    });
    const res = await page(`/admin/consultations/${b.id}`).expect(200);
    for (const text of [
      "Dora Details",
      b.email,
      "07700 900123",
      "A boundary dispute.",
      "Wills and Probate",
      "Booked by the client",
    ])
      expect(res.text).toContain(text);
  });

  test("adding a note: stored with its author, shown, audited; an empty note is a 400", async () => {
    const b = await insertBooking(t);
    const bad = await post(`/admin/consultations/${b.id}`, { intent: "note", body: "   " }).expect(
      400,
    );
    expect(bad.text).toContain("Enter the note");
    expect(
      await db().select().from(bookingNotes).where(eq(bookingNotes.bookingId, b.id)),
    ).toHaveLength(0);

    const res = await post(`/admin/consultations/${b.id}`, {
      intent: "note",
      body: "Called; bringing the deeds.",
    }).expect(302);
    expect(res.headers.location).toBe(`/admin/consultations/${b.id}`);
    const notes = await db().select().from(bookingNotes).where(eq(bookingNotes.bookingId, b.id));
    expect(notes).toMatchObject([
      { body: "Called; bringing the deeds.", authorId: staff.id, authorName: "Test staff" },
    ]);
    const shown = await page(`/admin/consultations/${b.id}`).expect(200);
    expect(shown.text).toContain("Called; bringing the deeds.");
    expect(shown.text).toContain(`Added a note to ${b.reference}`);
    expect((await auditFor(b.id)).map((a) => a.action)).toEqual(["booking.note"]);
  });

  test("an unknown intent is a 400 and changes nothing", async () => {
    const b = await insertBooking(t);
    await post(`/admin/consultations/${b.id}`, { intent: "explode" }).expect(400);
    expect(await auditFor(b.id)).toHaveLength(0);
  });
});

describe("confirming a Saturday request", () => {
  test("takes a free lawyer, e-mails a confirmation with an invite and a working manage link, and is audited", async () => {
    const saturday = nextSaturday(t.clock.now());
    const b = await insertBooking(t, {
      status: "requested",
      meetingType: "bramhall",
      startsAt: at(saturday, "10:00"),
    });
    const res = await post(`/admin/consultations/${b.id}`, { intent: "confirm" }).expect(302);
    expect(res.headers.location).toBe(`/admin/consultations/${b.id}`);
    expect(String(res.headers["set-cookie"])).toContain(
      encodeURIComponent(`Saturday request ${b.reference} confirmed`),
    );
    const row = await reload(b.id);
    expect(row).toMatchObject({ status: "confirmed", sequence: 1 });
    // Saturday is by appointment, outside everyone's hours: a wills lawyer still takes it.
    expect(await Promise.all(willsLawyers.map((slug) => lawyerId(t, slug)))).toContain(
      row.lawyerId,
    );
    expect(row.manageTokenHash).not.toBe(b.manageTokenHash);

    const mails = await mailsFor(b.id);
    const confirmation = mails.find((m) => m.idempotencyKey === `booking:${b.id}:1:confirmation`);
    expect(confirmation?.to).toEqual([b.email]);
    const ics = icsOf(confirmation);
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain("SEQUENCE:1");
    expect(ics).toContain(`UID:${b.id}@carrow-hale.consultations`);
    const token = /\/consultation\/manage\/([A-Za-z0-9_-]{43})/.exec(confirmation?.text ?? "")?.[1];
    const managed = await request(t.app).get(`/api/bookings/manage/${token}`).expect(200);
    expect(managed.body).toMatchObject({ reference: b.reference, status: "confirmed" });
    expect(mails.some((m) => m.idempotencyKey === `booking:${b.id}:1:reminder`)).toBe(true);

    expect(await auditFor(b.id)).toMatchObject([
      {
        action: "booking.confirm",
        actorId: staff.id,
        actorName: "Test staff",
        entityType: "booking",
      },
    ]);
    // Confirming again is refused: it is no longer a request.
    await post(`/admin/consultations/${b.id}`, { intent: "confirm" }).expect(409);
  });

  test("with every suitable lawyer taken at that time, it is refused with 409 and nothing changes", async () => {
    const saturday = nextSaturday(t.clock.now());
    // Both wills lawyers are booked at 14:00.
    for (const slug of willsLawyers)
      await insertBooking(t, {
        meetingType: "phone",
        lawyerId: await lawyerId(t, slug),
        startsAt: at(saturday, "14:00"),
      });
    const b = await insertBooking(t, {
      status: "requested",
      meetingType: "video",
      startsAt: at(saturday, "14:00"),
    });
    const res = await post(`/admin/consultations/${b.id}`, { intent: "confirm" }).expect(409);
    expect(res.text).toContain("No lawyer who takes this kind of consultation is free");
    expect(await reload(b.id)).toMatchObject({ status: "requested", lawyerId: null, sequence: 0 });
    expect(await mailsFor(b.id)).toHaveLength(0);
    expect(await auditFor(b.id)).toHaveLength(0);
  });
});

describe("two staff confirming requests for the last free lawyer at once", () => {
  test("exactly one is confirmed; the other is told no lawyer is free, and stays a request", async () => {
    const saturday = addDays(nextSaturday(t.clock.now()), 7);
    // Two wills lawyers; one is already booked at 10:00.
    await insertBooking(t, {
      meetingType: "phone",
      lawyerId: await lawyerId(t, "eleanor-carrow"),
      startsAt: at(saturday, "10:00"),
    });
    const first = await insertBooking(t, {
      status: "requested",
      meetingType: "video",
      startsAt: at(saturday, "10:00"),
    });
    const second = await insertBooking(t, {
      status: "requested",
      meetingType: "phone",
      startsAt: at(saturday, "10:00"),
    });
    const other = await signedInAs(t, "staff");
    const results = await Promise.all([
      post(`/admin/consultations/${first.id}`, { intent: "confirm" }),
      postPageForm(t.app, `/admin/consultations/${second.id}`)
        .set("Cookie", other.cookie)
        .send({ intent: "confirm" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([302, 409]);
    const statuses = [(await reload(first.id)).status, (await reload(second.id)).status].sort();
    expect(statuses).toEqual(["confirmed", "requested"]);
  });

  test("a client cannot act on a booking", async () => {
    const b = await insertBooking(t);
    const client = await signedInAs(t, "client");
    await postPageForm(t.app, `/admin/consultations/${b.id}`)
      .set("Cookie", client.cookie)
      .send({ intent: "cancel", reason: "mischief" })
      .expect(403);
    expect((await reload(b.id)).status).toBe("confirmed");
  });
});

describe("attendance", () => {
  test("attended and no-show for a consultation today or before, each audited", async () => {
    const today = await insertBooking(t, { startsAt: at(todayInLondon(t.clock.now()), "09:00") });
    await post(`/admin/consultations/${today.id}`, {
      intent: "attendance",
      attendance: "attended",
    }).expect(302);
    expect((await reload(today.id)).attendance).toBe("attended");
    const past = await insertBooking(t, {
      startsAt: at(addDays(todayInLondon(t.clock.now()), -3), "15:00"),
    });
    await post(`/admin/consultations/${past.id}`, {
      intent: "attendance",
      attendance: "no-show",
    }).expect(302);
    expect((await reload(past.id)).attendance).toBe("no-show");
    expect((await auditFor(today.id)).map((a) => a.action)).toEqual(["booking.attended"]);
    expect((await auditFor(past.id)).map((a) => a.action)).toEqual(["booking.no-show"]);
  });

  test("refused for a future consultation (409) and for a missing choice (400)", async () => {
    const future = await insertBooking(t, {
      startsAt: at(addDays(todayInLondon(t.clock.now()), 2), "10:00"),
    });
    const early = await post(`/admin/consultations/${future.id}`, {
      intent: "attendance",
      attendance: "attended",
    }).expect(409);
    expect(early.text).toContain("on the day of the consultation or after it");
    const missing = await post(`/admin/consultations/${future.id}`, {
      intent: "attendance",
    }).expect(400);
    expect(missing.text).toContain("Choose attended or did not attend");
    expect((await reload(future.id)).attendance).toBeNull();
    expect(await auditFor(future.id)).toHaveLength(0);
  });
});

describe("cancelling", () => {
  test("needs a reason: 400 with the field's message, nothing changed", async () => {
    const b = await insertBooking(t);
    const res = await post(`/admin/consultations/${b.id}`, { intent: "cancel", reason: "" }).expect(
      400,
    );
    expect(res.text).toContain("Enter a reason for cancelling");
    expect(res.text).toContain("There is a problem");
    const long = await post(`/admin/consultations/${b.id}`, {
      intent: "cancel",
      reason: `Too long ${"x".repeat(500)}`,
    }).expect(400);
    expect(long.text).toContain("Enter a reason of 500 characters or fewer");
    expect(long.text).toContain(`Too long ${"x".repeat(20)}`);
    expect((await reload(b.id)).status).toBe("confirmed");
    expect(await mailsFor(b.id)).toHaveLength(0);
  });

  test("frees the place, e-mails the client with a CANCEL invite (SEQUENCE+1) and the reason, and is audited", async () => {
    const b = await bookThroughApi("heaton-moor");
    const start = b.startsAt.toISOString();
    expect(await freeSlots(t, "heaton-moor", 5, 20, soleArea("heaton-moor"))).not.toContain(start);
    await post(`/admin/consultations/${b.id}`, {
      intent: "cancel",
      reason: "The solicitor is ill",
    }).expect(302);
    const row = await reload(b.id);
    expect(row).toMatchObject({
      status: "cancelled",
      cancelReason: "The solicitor is ill",
      sequence: 1,
    });
    expect(await freeSlots(t, "heaton-moor", 5, 20, soleArea("heaton-moor"))).toContain(start);
    const cancelled = (await mailsFor(b.id)).find(
      (m) => m.idempotencyKey === `booking:${b.id}:1:cancelled`,
    );
    expect(cancelled?.to).toEqual([b.email]);
    expect(cancelled?.text).toContain("Reason given: The solicitor is ill");
    const ics = icsOf(cancelled);
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain("STATUS:CANCELLED");
    expect(ics).toContain("SEQUENCE:1");
    // The reminder queued at booking time leaves the queue with the cancellation.
    expect(
      await isBookingStillCurrent(db(), { kind: "booking-current", bookingId: b.id, sequence: 0 }),
    ).toBe(false);
    const reminders = (await mailsFor(b.id)).filter((m) => m.idempotencyKey.endsWith(":reminder"));
    expect(reminders.map((m) => m.status)).toEqual(["skipped"]);
    expect(await auditFor(b.id)).toMatchObject([{ action: "booking.cancel", actorId: staff.id }]);
  });
});

describe("changes the client makes by their manage link", () => {
  test("a move and a cancellation show in the history like staff's, each written with its change", async () => {
    const { row: b, manageLink } = await bookWithLink("heaton-moor");
    const target = (await freeSlots(t, "heaton-moor", 6, 20, soleArea("heaton-moor"))).find(
      (s) => s !== b.startsAt.toISOString(),
    ) as string;
    const asClient = (fields: Record<string, string>) =>
      postPageForm(t.app, manageLink).send(fields);
    await asClient({ intent: "reschedule", start: target }).expect(200);
    expect(await auditFor(b.id)).toHaveLength(0);
    await asClient({ intent: "reschedule", start: target, confirmed: "yes" }).expect(302);
    await asClient({ intent: "cancel", reason: "Found a firm nearer home" }).expect(200);
    await asClient({
      intent: "cancel",
      reason: "Found a firm nearer home",
      confirmed: "yes",
    }).expect(302);

    const moved = `Moved by the client from ${formatWhen(b.startsAt)} to ${formatWhen(new Date(target))}`;
    expect(await auditFor(b.id)).toMatchObject([
      { action: "booking.reschedule", actorId: null, summary: moved },
      { action: "booking.cancel", actorId: null, summary: "Cancelled by the client" },
    ]);
    const history = await page(`/admin/consultations/${b.id}`).expect(200);
    expect(history.text).toContain(moved);
    expect(history.text).toContain("Found a firm nearer home");
    // Once: the log's entry, not also the line for cancellations from before they were logged.
    expect(history.text.match(/<li>[^<]*: Cancelled by the client<\/li>/g)).toHaveLength(1);
  });

  test("the JSON API's move is written to the history too", async () => {
    const { row: b, manageLink } = await bookWithLink("bramhall");
    const token = manageLink.split("/").at(-1) as string;
    const target = (await freeSlots(t, "bramhall", 6, 20, soleArea("bramhall"))).find(
      (s) => s !== b.startsAt.toISOString(),
    ) as string;
    await request(t.app)
      .post(`/api/bookings/manage/${token}/reschedule`)
      .set("Origin", ORIGIN)
      .send({ start: target })
      .expect(200);
    expect(await auditFor(b.id)).toMatchObject([
      { action: "booking.reschedule", actorId: null, details: { to: target, sequence: 1 } },
    ]);
  });
});

describe("moving to another time", () => {
  test("takes the new place, frees the old, sends the updated invite, re-guards the reminder, audited", async () => {
    const b = await bookThroughApi("bramhall");
    const old = b.startsAt.toISOString();
    const target = (await freeSlots(t, "bramhall", 6, 20, soleArea("bramhall"))).find(
      (s) => s !== old,
    ) as string;
    const detail = await page(`/admin/consultations/${b.id}`).expect(200);
    expect(detail.text).toContain(`value="${target}"`);

    await post(`/admin/consultations/${b.id}`, { intent: "reschedule", start: target }).expect(302);
    const row = await reload(b.id);
    expect(row.startsAt.toISOString()).toBe(target);
    expect(row.sequence).toBe(1);
    const slots = await freeSlots(t, "bramhall", 3, 20, soleArea("bramhall"));
    expect(slots).toContain(old);
    expect(slots).not.toContain(target);

    const mails = await mailsFor(b.id);
    const moved = mails.find((m) => m.idempotencyKey === `booking:${b.id}:1:confirmation`);
    expect(moved?.subject).toContain("has moved");
    const ics = icsOf(moved);
    expect(ics).toContain("SEQUENCE:1");
    expect(ics).toContain("METHOD:REQUEST");
    const reminder = mails.find((m) => m.idempotencyKey === `booking:${b.id}:1:reminder`);
    expect(reminder?.guard).toEqual({ kind: "booking-current", bookingId: b.id, sequence: 1 });
    expect(reminder?.nextAttemptAt.getTime()).toBe(new Date(target).getTime() - 86_400_000);
    expect(reminder?.dueAt.getTime()).toBe(new Date(target).getTime() - 86_400_000);
    expect(reminder?.status).toBe("pending");
    // The old time's reminder is replaced, not left waiting beside the new one.
    const old0 = mails.find((m) => m.idempotencyKey === `booking:${b.id}:0:reminder`);
    expect(old0?.status).toBe("skipped");
    expect(
      await isBookingStillCurrent(db(), { kind: "booking-current", bookingId: b.id, sequence: 0 }),
    ).toBe(false);
    expect(
      await isBookingStillCurrent(db(), { kind: "booking-current", bookingId: b.id, sequence: 1 }),
    ).toBe(true);
    expect(await auditFor(b.id)).toMatchObject([
      { action: "booking.reschedule", details: { from: old, to: target, sequence: 1 } },
    ]);
  });

  test("a move by staff replaces the manage link: the old one stops working, the one mailed works", async () => {
    const { row: b, manageLink } = await bookWithLink("heaton-moor");
    await request(t.app).get(manageLink).expect(200);
    const target = (await freeSlots(t, "heaton-moor", 6, 20, soleArea("heaton-moor"))).find(
      (s) => s !== b.startsAt.toISOString(),
    ) as string;
    await post(`/admin/consultations/${b.id}`, { intent: "reschedule", start: target }).expect(302);
    await request(t.app).get(manageLink).expect(404);
    const moved = (await mailsFor(b.id)).find(
      (m) => m.idempotencyKey === `booking:${b.id}:1:confirmation`,
    );
    const fresh = /\/consultation\/manage\/[A-Za-z0-9_-]{43}/.exec(moved?.text ?? "")?.[0];
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(manageLink);
    await request(t.app)
      .get(fresh as string)
      .expect(200);
  });

  test("a taken or unoffered time is a 409; a missing time a 400; nothing changes", async () => {
    const b = await bookThroughApi("video");
    const full = (await freeSlots(t, "video", 6, 20, soleArea("video"))).find(
      (s) => s !== b.startsAt.toISOString(),
    ) as string;
    // Hannah Doyle, the only family lawyer who meets by video, is booked at that time.
    await insertBooking(t, {
      meetingType: "phone",
      practiceArea: "family-law",
      lawyerId: await lawyerId(t, "hannah-doyle"),
      startsAt: new Date(full),
    });
    await post(`/admin/consultations/${b.id}`, { intent: "reschedule", start: full }).expect(409);
    const sunday = at(addDays(nextSaturday(t.clock.now()), 1), "10:00").toISOString();
    await post(`/admin/consultations/${b.id}`, { intent: "reschedule", start: sunday }).expect(409);
    const missing = await post(`/admin/consultations/${b.id}`, {
      intent: "reschedule",
      start: "",
    }).expect(400);
    expect(missing.text).toContain("Choose a new time");
    expect(await reload(b.id)).toMatchObject({ sequence: 0, startsAt: b.startsAt });
    expect(await auditFor(b.id)).toHaveLength(0);
  });

  test("a cancelled booking cannot be moved", async () => {
    const b = await insertBooking(t, { status: "cancelled" });
    const [slot] = await freeSlots(t, "bramhall", 3, 20, soleArea("bramhall"));
    await post(`/admin/consultations/${b.id}`, {
      intent: "reschedule",
      start: slot as string,
    }).expect(409);
    expect(
      await db()
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, b.id), eq(bookings.status, "cancelled"))),
    ).toHaveLength(1);
  });
});
