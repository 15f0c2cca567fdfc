import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { hoursFormValues } from "~/lib/admin/hours-form";
import { defaultFirmFacts } from "~/shared/firm/facts";
import { addDays, mondayOf, weekdayIndex } from "~/shared/time/calendar";
import { londonClock, londonDate, todayInLondon } from "~/shared/time/london-clock";
import { auditLog, bookings, firmSettings, outbox, staffTodos } from "../../server/db/schema";
import { ORIGIN, signedInAs, uniqueEmail, uniqueIp } from "./support/accounts";
import { decodeEntities, getAs, postAs } from "./support/admin-forms";
import { at, freeSlots, insertBooking } from "./support/booking-rows";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Issue 29, office hours: an admin changes the week on /admin/firm/hours (Wednesday closed,
 * Friday 9:00 AM to 1:00 PM, the Heaton Moor office keeping its own week, shut on Mondays) and the slots, the week
 * view, the pages, the structured data and the mails follow at once, with no restart. Bookings
 * the new hours leave outside are listed first, then kept, each with a to-do.
 */

let t: TestApp;
let admin: { cookie: string; id: string };
let staff: { cookie: string; id: string };

const path = "/admin/firm/hours";
const seedValues = hoursFormValues(defaultFirmFacts.hours);

/** The example as the form posts it. */
const changed: Record<string, string> = {
  ...seedValues,
  version: "0",
  "week-wednesday-status": "closed",
  "week-wednesday-opens": "",
  "week-wednesday-closes": "",
  "consult-wednesday-opens": "",
  "consult-wednesday-closes": "",
  "week-friday-closes": "13:00",
  "consult-friday-closes": "13:00",
  "own-heaton-moor": "yes",
  "heaton-moor-monday-status": "closed",
  "heaton-moor-wednesday-status": "closed",
};

// Two weeks on, so every booking is in the future whatever the day the suite runs.
let monday: string;
const day = (offset: number) => addDays(monday, offset);
const refs: Record<string, string> = {};
const ids: Record<string, string> = {};

const jsonLdOf = (html: string): Array<Record<string, unknown>> =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1] ?? ""),
  );

const settingsRows = () => t.database.handle.db.select().from(firmSettings);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, "admin");
  staff = await signedInAs(t, "staff");
  monday = mondayOf(addDays(todayInLondon(t.clock.now()), 14));
  const rows = {
    wednesday: { meetingType: "phone", startsAt: at(day(2), "10:00"), name: "Wendy Wednesday" },
    fridayLate: { meetingType: "bramhall", startsAt: at(day(4), "15:00"), name: "Fred Friday" },
    heatonMonday: {
      meetingType: "heaton-moor",
      startsAt: at(day(0), "11:00"),
      name: "Hugh Heaton",
    },
    bramhallMonday: { meetingType: "bramhall", startsAt: at(day(0), "11:00"), name: "Ivy Inside" },
    fridayEarly: { meetingType: "phone", startsAt: at(day(4), "10:00"), name: "Ed Early" },
    cancelled: {
      meetingType: "phone",
      startsAt: at(day(2), "11:00"),
      name: "Cass Cancelled",
      status: "cancelled",
    },
    past: { meetingType: "phone", startsAt: at(day(-19), "10:00"), name: "Pam Past" },
    saturday: {
      meetingType: "video",
      startsAt: at(day(5), "10:00"),
      name: "Sal Saturday",
      status: "requested",
    },
  } as const;
  for (const [key, overrides] of Object.entries(rows)) {
    const row = await insertBooking(t, overrides);
    refs[key] = row.reference;
    ids[key] = row.id;
  }
});
afterAll(() => t.close());

describe("/admin/firm/hours is for admins only", () => {
  test("staff get the same refusal as on /admin/users, for the page and for a save", async () => {
    const users = await getAs(t.app, staff.cookie, "/admin/users");
    const page = await getAs(t.app, staff.cookie, path);
    expect(page.status).toBe(403);
    expect(page.status).toBe(users.status);
    await postAs(t.app, staff.cookie, path, { ...changed, intent: "confirm" }).expect(403);
    expect(await settingsRows()).toEqual([]);
  });

  test("an admin sees the week as it is, with a status, opening and closing time per day", async () => {
    const html = (await getAs(t.app, admin.cookie, path).expect(200)).text;
    expect(html).toContain("Office hours");
    expect(html).toContain("Not changed here yet");
    expect(html).toMatch(/<input[^>]*name="week-monday-opens"[^>]*value="09:00"/);
    expect(html).toMatch(/<option value="appointment" selected="">By appointment<\/option>/);
    expect(html).toContain("This office keeps different hours");
    expect(html).toMatch(/<input[^>]*name="consult-friday-closes"[^>]*value="17:00"/);
  });
});

describe("an admin changes the hours", () => {
  test("times that do not add up give 400, a message at each field, and the input kept", async () => {
    const res = await postAs(t.app, admin.cookie, path, {
      ...changed,
      "week-friday-closes": "08:00",
      "consult-monday-opens": "09:15",
      "week-tuesday-opens": "",
    }).expect(400);
    const html = decodeEntities(res.text);
    expect(html).toContain("There is a problem");
    expect(html).toContain('href="#hours-week-friday-closes"');
    expect(html).toContain("Friday must close after it opens");
    expect(html).toContain("Enter a time on the hour or half hour, such as 09:30");
    expect(html).toContain("Enter the time Tuesday opens");
    expect(html).toMatch(/<input[^>]*name="week-friday-closes"[^>]*value="08:00"/);
    expect(html).toMatch(/<input[^>]*name="consult-monday-opens"[^>]*value="09:15"/);
    expect(html).toMatch(/<option value="closed" selected="">Closed<\/option>/);
    expect(await settingsRows()).toEqual([]);
  });

  test("before saving, the bookings the new hours leave outside are listed, and nothing is saved", async () => {
    const res = await postAs(t.app, admin.cookie, path, changed).expect(200);
    const html = decodeEntities(res.text);
    expect(html).toContain("These 3 bookings fall outside the new hours.");
    expect(html).toContain("Saving keeps them; each gets a to-do.");
    for (const key of ["wednesday", "fridayLate", "heatonMonday"]) {
      expect(html, key).toContain(refs[key]);
    }
    expect(html).toContain("Wendy Wednesday");
    expect(html).toContain("By phone");
    for (const key of ["bramhallMonday", "fridayEarly", "cancelled", "past", "saturday"]) {
      expect(html, key).not.toContain(refs[key]);
    }
    expect(html).toContain("Save and keep these bookings");
    expect(html).toContain("Go back");
    expect(await settingsRows()).toEqual([]);
  });

  test("Preview shows the hours as visitors will read them, keeps the form and saves nothing", async () => {
    const res = await postAs(t.app, admin.cookie, path, { ...changed, intent: "preview" }).expect(
      200,
    );
    const html = decodeEntities(res.text);
    const preview = html.slice(html.indexOf("Preview: not saved"));
    expect(preview).toContain("Preview: not saved");
    expect(preview).toMatch(/Wednesday<\/dt><dd>Closed/);
    expect(preview).toMatch(/Friday<\/dt><dd>9:00 AM to 1:00 PM/);
    // The Heaton Moor office keeps its own week, so it is previewed apart.
    expect(preview).toContain("Heaton Moor office");
    expect(res.text).toMatch(/<input[^>]*name="week-friday-closes"[^>]*value="13:00"/);
    expect(html).not.toContain("These 3 bookings fall outside");
    expect(await settingsRows()).toEqual([]);
  });

  test("Go back shows the form again with the changes kept", async () => {
    const res = await postAs(t.app, admin.cookie, path, { ...changed, intent: "back" }).expect(200);
    expect(res.text).toMatch(/<input[^>]*name="week-friday-closes"[^>]*value="13:00"/);
    expect(res.text).not.toContain("There is a problem");
    expect(await settingsRows()).toEqual([]);
  });

  test("saving keeps every booking confirmed, makes one to-do each and says Saved", async () => {
    // Pages and slots read (and kept) before the change, so the change must drop them.
    for (const page of ["/contact", "/about", "/"]) {
      expect((await request(t.app).get(page).expect(200)).text).toContain(
        "Monday to Friday, 9:00 AM to 5:00 PM",
      );
    }
    expect((await freeSlots(t, "phone", 1, 30)).length).toBeGreaterThan(0);

    const res = await postAs(t.app, admin.cookie, path, { ...changed, intent: "confirm" }).expect(
      302,
    );
    expect(res.headers.location).toBe(path);
    const cookie = [admin.cookie, ...(res.headers["set-cookie"] as unknown as string[])].join("; ");
    const after = decodeEntities((await getAs(t.app, cookie, path).expect(200)).text);
    expect(after).toContain("Saved. 3 bookings fall outside the new hours");
    expect(after).toMatch(/Last changed .* by Test admin/);
    expect(after).toMatch(/<input[^>]*name="week-friday-closes"[^>]*value="13:00"/);

    const { db } = t.database.handle;
    const rows = await db.select().from(bookings);
    for (const key of ["wednesday", "fridayLate", "heatonMonday"]) {
      expect(rows.find((b) => b.id === ids[key])?.status, key).toBe("confirmed");
    }
    const todos = await db.select().from(staffTodos);
    expect(todos.map((td) => td.bookingId).sort()).toEqual(
      [ids.wednesday, ids.fridayLate, ids.heatonMonday].sort(),
    );
    expect(todos.every((td) => td.kind === "booking-outside-hours" && td.status === "open")).toBe(
      true,
    );
    expect(todos.find((td) => td.bookingId === ids.wednesday)?.summary).toContain(
      `Booking ${refs.wednesday} (Wendy Wednesday, by phone,`,
    );
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, "firm.hours-change"));
    expect(audit).toHaveLength(1);
  });

  test("the slots follow at once: no Wednesday, Friday until 12:30, Heaton Moor shut on Mondays", async () => {
    const phone = await freeSlots(t, "phone", 1, 30);
    const weekday = (start: string) => weekdayIndex(londonDate(new Date(start)));
    expect(phone.length).toBeGreaterThan(0);
    expect(phone.filter((s) => weekday(s) === 2)).toEqual([]);
    const fridays = phone.filter((s) => weekday(s) === 4).map((s) => londonClock(new Date(s)));
    expect(fridays).toContain("12:30");
    expect(fridays.filter((time) => time >= "13:00")).toEqual([]);
    const heaton = await freeSlots(t, "heaton-moor", 1, 30);
    expect(heaton.filter((s) => weekday(s) === 0)).toEqual([]);
    const bramhall = await freeSlots(t, "bramhall", 1, 30);
    expect(bramhall.filter((s) => weekday(s) === 0).length).toBeGreaterThan(0);
  });

  test("the week view shows the days the firm opens: no Wednesday column in a week with none booked", async () => {
    const quiet = addDays(monday, 21);
    const html = (
      await getAs(t.app, staff.cookie, `/admin/consultations/week?start=${quiet}`).expect(200)
    ).text;
    expect(html).toContain("Thursday");
    expect(html).toContain("Saturday");
    expect(html).not.toContain("Wednesday");
    const rows = [...html.matchAll(/<th scope="row"[^>]*>([^<]+)<\/th>/g)].map((m) => m[1]);
    expect(rows[0]).toBe("9:00 AM");
    expect(rows.at(-1)).toBe("4:30 PM");
    // A booking kept on a day now closed still has its column.
    const kept = (await getAs(t.app, staff.cookie, `/admin/consultations/week?start=${monday}`))
      .text;
    expect(kept).toContain("Wendy Wednesday");
  });

  const sentence =
    "Monday and Tuesday, 9:00 AM to 5:00 PM; Thursday, 9:00 AM to 5:00 PM; Friday, 9:00 AM to 1:00 PM";

  test.each([
    ["/contact", "We are open "],
    ["/about", "We are open "],
    ["/", "call us on 0161 496 0000, "],
  ])("%s says the new hours", async (page, before) => {
    const html = decodeEntities((await request(t.app).get(page).expect(200)).text);
    expect(html).toContain(`${before}${sentence}`);
    expect(html).not.toContain("Monday to Friday, 9:00 AM to 5:00 PM");
  });

  test("/contact lists the grouped rows, and the Heaton Moor office's own hours", async () => {
    const html = (await request(t.app).get("/contact").expect(200)).text;
    const rows = [...html.matchAll(/<dt[^>]*>([^<]+)<\/dt><dd[^>]*>([^<]+)<\/dd>/g)].map(
      (m) => `${m[1]}: ${m[2]}`,
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        "Monday and Tuesday: 9:00 AM to 5:00 PM",
        "Wednesday: Closed",
        "Friday: 9:00 AM to 1:00 PM",
        "Saturday: By appointment only",
        "Monday: Closed",
      ]),
    );
    expect(html).toContain("This office keeps its own hours");
  });

  test.each(["/", "/contact"])("%s tells search engines each office's days", async (page) => {
    const offices = jsonLdOf((await request(t.app).get(page).expect(200)).text).filter(
      (d) => d["@type"] === "LegalService",
    );
    const specOf = (id: string) =>
      offices.find((o) => String(o["@id"]).endsWith(`#office-${id}`))?.openingHoursSpecification;
    expect(specOf("bramhall")).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Thursday"],
        opens: "09:00",
        closes: "17:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Friday"],
        opens: "09:00",
        closes: "13:00",
      },
    ]);
    // Heaton Moor keeps a week of its own: shut on Mondays and Wednesdays, Friday until 5.
    expect(specOf("heaton-moor")).toEqual([
      expect.objectContaining({
        dayOfWeek: ["Tuesday", "Thursday", "Friday"],
        closes: "17:00",
      }),
    ]);
  });

  test("the acknowledgement e-mail tells an enquirer the new hours", async () => {
    const res = await request(t.app)
      .post("/api/enquiries")
      .set("Origin", ORIGIN)
      .set("X-Forwarded-For", uniqueIp())
      .send({
        name: "Jo Bloggs",
        email: "jo.hours@example.com",
        phone: "0161 496 0123",
        practiceArea: "conveyancing",
        message: "We are buying a house in Marple and need a quote.",
        replyBy: "email",
      })
      .expect(201);
    expect(res.body.reference).toBeTruthy();
    const mails = await t.database.handle.db.select().from(outbox);
    const mine = mails.find((m) => m.to[0] === "jo.hours@example.com");
    expect(mine?.text).toContain(sentence);
  });

  test("a save from a form loaded before the last save is refused, its input kept", async () => {
    const res = await postAs(t.app, admin.cookie, path, {
      ...changed,
      "week-thursday-opens": "08:30",
      intent: "confirm",
    }).expect(409);
    const html = decodeEntities(res.text);
    expect(html).toContain("Someone else saved the office hours while you were editing");
    expect(html).toMatch(/<input[^>]*name="week-thursday-opens"[^>]*value="08:30"/);
    expect(html).toMatch(/<input[^>]*name="version"[^>]*value="0"/);
    const [row] = await settingsRows();
    expect(row?.version).toBe(1);
  });
});

describe("to-dos for bookings left outside the hours", () => {
  test("the dashboard lists them with a link to the booking; staff mark one done (audited)", async () => {
    const html = (await getAs(t.app, staff.cookie, "/admin").expect(200)).text;
    expect(html).toContain("To do");
    expect(html).toContain(`href="/admin/consultations/${ids.wednesday}"`);
    const [todo] = await t.database.handle.db
      .select()
      .from(staffTodos)
      .where(eq(staffTodos.bookingId, ids.wednesday as string));
    if (!todo) throw new Error("no to-do");

    const booking = (await getAs(t.app, staff.cookie, `/admin/consultations/${ids.wednesday}`))
      .text;
    expect(booking).toContain("falls outside the new office hours");
    expect(booking).toContain(`/admin/todos/${todo.id}/done`);

    const done = await postAs(t.app, staff.cookie, `/admin/todos/${todo.id}/done`, {
      back: "/admin",
    }).expect(302);
    expect(done.headers.location).toBe("/admin");
    const [after] = await t.database.handle.db
      .select()
      .from(staffTodos)
      .where(eq(staffTodos.id, todo.id));
    expect(after).toMatchObject({ status: "done", doneBy: staff.id });
    const audit = await t.database.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "todo.done"));
    expect(audit.map((a) => a.entityId)).toEqual([todo.id]);
    const later = (await getAs(t.app, staff.cookie, "/admin").expect(200)).text;
    expect(later).not.toContain(`href="/admin/consultations/${ids.wednesday}"`);
    expect(later).toContain(`href="/admin/consultations/${ids.fridayLate}"`);
  });

  test("Mark done returns only into the staff area, never to an address the form names", async () => {
    const [todo] = await t.database.handle.db
      .select()
      .from(staffTodos)
      .where(eq(staffTodos.bookingId, ids.fridayLate as string));
    const res = await postAs(t.app, staff.cookie, `/admin/todos/${todo?.id}/done`, {
      back: "https://elsewhere.example/",
    }).expect(302);
    expect(res.headers.location).toBe("/admin");
  });
});

describe("Saturday requests follow the hours", () => {
  let s: TestApp;
  beforeAll(async () => {
    const seed = defaultFirmFacts.hours;
    s = await createTestApp({ BOOKING_MIN_SECONDS: "2" }, undefined, {
      stoppedClock: true,
      firmFacts: {
        ...defaultFirmFacts,
        hours: {
          ...seed,
          officeWeeks: { bramhall: { ...seed.week, saturday: { status: "closed" } } },
        },
      },
    });
  });
  afterAll(() => s.close());

  test("an office shut on Saturdays offers none, and a request for it is refused", async () => {
    const bramhall = await request(s.app).get("/consultation?area=family-law&type=bramhall");
    expect(bramhall.text).not.toContain('id="saturday-heading"');
    const phone = await request(s.app).get("/consultation?area=family-law&type=phone");
    expect(phone.text).toContain('id="saturday-heading"');
    const saturday = phone.text.match(/<option value="(\d{4}-\d{2}-\d{2})"/)?.[1] as string;
    const query = `area=family-law&type=phone&saturday=${saturday}&part=morning`;
    const page = await request(s.app).get(`/consultation?${query}`).expect(200);
    const startedAt = page.text.match(/name="startedAt" value="([^"]+)"/)?.[1] ?? "";
    s.clock.advance(5);
    const res = await postAs(s.app, "", `/consultation?${query.replace("phone", "bramhall")}`, {
      area: "family-law",
      type: "bramhall",
      saturday,
      part: "morning",
      startedAt,
      website: "",
      name: "Sat Example",
      email: uniqueEmail("saturday-closed"),
      phone: "0161 496 0789",
      summary: "A Saturday at Bramhall, please.",
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(decodeEntities(res.text)).toContain("This office is closed on Saturdays");
    const rows = await s.database.handle.db.select().from(bookings);
    expect(rows.filter((b) => b.name === "Sat Example")).toEqual([]);
  });
});
