import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { formatDateWith, formatDay, formatLongDate } from "~/shared/time/format";
import { todayInLondon } from "~/shared/time/london-clock";
import { londonMidnight } from "~/shared/time/london-instant";
import { auditLog, bookingBlocks } from "../../server/db/schema";
import { bankHolidays, holidayOn } from "../../server/services/booking/bank-holidays";
import { HOST, ORIGIN, postPageForm, signedInAs, uniqueEmail, uniqueIp } from "./support/accounts";
import { addDays, at, freeSlots, nextSaturday } from "./support/booking-rows";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Issue 29, closures: a block of every meeting with a public reason closes the firm. Booking
 * offers no time inside it, and every page that shows the hours says so, at once and with no
 * restart, from six weeks before it starts until it ends. Only admins may announce one.
 */
let t: TestApp;
let admin: { cookie: string; id: string };
let staff: { cookie: string; id: string };
beforeAll(async () => {
  t = await createTestApp({ BOOKING_RATE_LIMIT: "1000" }, undefined, { stoppedClock: true });
  admin = await signedInAs(t, "admin");
  staff = await signedInAs(t, "staff");
});
afterAll(() => t.close());

const db = () => t.database.handle.db;
const postAs = (who: { cookie: string }, body: Record<string, string>) =>
  postPageForm(t.app, "/admin/availability")
    .set("Cookie", who.cookie)
    .send({ intent: "add-block", endDate: "", fromTime: "", toTime: "", ...body });
/** A block added: the screen is shown again with its notice (not a redirect to sign in). */
const add = (who: { cookie: string }, body: Record<string, string>) =>
  postAs(who, body).expect(302).expect("Location", "/admin/availability");
const blockCount = async () => (await db().select().from(bookingBlocks)).length;
const page = async (path: string) => (await request(t.app).get(path).expect(200)).text;
/** The pages that must announce a closure: per request, kept for the release, shared, booking. */
const pages = ["/contact", "/about", "/", "/consultation"];

/** The first working day (not a weekend or bank holiday) on or after a London date. */
function weekdayFrom(date: string): string {
  let day = date;
  const closed = (d: string) =>
    [0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay()) ||
    bankHolidays(Number(d.slice(0, 4))).includes(d);
  while (closed(day)) day = addDays(day, 1);
  return day;
}
const today = () => todayInLondon(t.clock.now());
const slotsOn = (slots: string[], date: string) =>
  slots.filter((s) => todayInLondon(new Date(s)) === date);
/** Moves the app's clock to an instant. */
const advanceTo = (instant: Date) =>
  t.clock.advance((instant.getTime() - t.clock.now().getTime()) / 1000 + 1);

describe("who may announce a closure", () => {
  test("staff are not offered the public reason, and a staff post with one is refused (403), nothing stored", async () => {
    const staffPage = await request(t.app)
      .get("/admin/availability")
      .set("Cookie", staff.cookie)
      .expect(200);
    expect(staffPage.text).not.toContain("Tell visitors");
    expect(staffPage.text).toContain("ask an admin");
    const adminPage = await request(t.app)
      .get("/admin/availability")
      .set("Cookie", admin.cookie)
      .expect(200);
    expect(adminPage.text).toContain("Tell visitors (public reason, optional)");
    expect(adminPage.text).toContain("Leave empty for an internal block.");

    const before = await blockCount();
    await postAs(staff, {
      pool: "all",
      startDate: weekdayFrom(addDays(today(), 8)),
      reason: "Christmas",
      publicReason: "Christmas and New Year",
    }).expect(403);
    expect(await blockCount()).toBe(before);
    // Staff keep adding internal blocks as before.
    await add(staff, {
      pool: "all",
      startDate: weekdayFrom(addDays(today(), 30)),
      reason: "Staff training",
    });
    expect(await blockCount()).toBe(before + 1);
    expect((await t.app.firm.facts()).nextClosure).toBeNull();
  });

  test("a public reason on a block of one kind of meeting is a field error, and nothing is stored", async () => {
    const before = await blockCount();
    const res = await postAs(admin, {
      pool: "bramhall",
      startDate: weekdayFrom(addDays(today(), 8)),
      reason: "Decorating",
      publicReason: "Painting the front",
    }).expect(400);
    expect(res.text).toContain("Only a block of all meetings is a closure visitors are told of");
    // The admin's input is kept.
    expect(res.text).toContain('value="Painting the front"');
    expect(await blockCount()).toBe(before);
  });
});

describe("a closure added by an admin", () => {
  test("takes its days out of booking, is announced at once on every page, and goes when it ends", async () => {
    const first = weekdayFrom(addDays(today(), 8));
    const last = weekdayFrom(addDays(first, 1));
    const dayBefore = weekdayFrom(addDays(today(), 4));
    for (const path of pages) expect(await page(path)).not.toContain("Office refit");
    expect(slotsOn(await freeSlots(t, "video", 3, 20), first).length).toBeGreaterThan(0);

    await add(admin, {
      pool: "all",
      startDate: first,
      endDate: last,
      reason: "Refit of both offices",
      publicReason: "Office refit",
    });

    // Audited, with what visitors are told; listed as a public closure.
    const added = (
      await db().select().from(auditLog).where(eq(auditLog.action, "availability.block-add"))
    ).filter((a) => a.summary.includes("visitors are told: Office refit"));
    expect(added).toHaveLength(1);
    expect(added[0]?.details).toMatchObject({ pool: null, publicReason: "Office refit" });
    const list = await request(t.app)
      .get("/admin/availability")
      .set("Cookie", staff.cookie)
      .expect(200);
    expect(list.text).toContain("Closed: Office refit");
    expect(list.text).toContain("Nothing (internal block)");

    // No time inside it, in the API and in the booking form; a post inside it is refused.
    for (const type of ["video", "bramhall", "heaton-moor"]) {
      const slots = await freeSlots(t, type, 3, 20);
      expect(slotsOn(slots, first)).toEqual([]);
      expect(slotsOn(slots, last)).toEqual([]);
    }
    const form = await page(`/consultation?area=family-law&type=video&date=${first}`);
    expect(form).not.toContain(`date=${first}&amp;start=`);
    const open = await page(`/consultation?area=family-law&type=video&date=${dayBefore}`);
    expect(open).toContain(`date=${dayBefore}&amp;start=`);
    const book = (start: Date) =>
      request(t.app)
        .post("/api/bookings")
        .set("Origin", ORIGIN)
        .set("X-Forwarded-For", uniqueIp())
        .send({
          practiceArea: "family-law",
          type: "video",
          start: start.toISOString(),
          name: "Closed Person",
          email: uniqueEmail("closed"),
          phone: "0161 496 0123",
          summary: "Hello",
        });
    await book(at(first, "10:00")).expect(409);
    // Someone moving a booking made before it is told too, beside the same calendar.
    const booked = await book(at(dayBefore, "10:00")).expect(201);
    const manage = new URL(String(booked.body.manageUrl)).pathname;

    // Every page that shows the hours says so at once, kept pages included.
    const span = `${formatDateWith(first, { month: "long" })} to ${formatDateWith(last, { month: "long" })}`;
    for (const path of pages)
      expect(await page(path), path).toContain(`Closed ${span}: Office refit`);
    // The service worker keeps the offline page until the next release: it never announces one.
    expect(await page("/offline")).not.toContain(`Closed ${span}`);
    const bookingLine = `We are closed ${span} (Office refit), so there are no times to book then.`;
    expect(form).toContain(bookingLine);
    expect(await page(`${manage}?move=1`)).toContain(bookingLine);
    const contact = await page("/contact");
    expect(contact).toContain('"specialOpeningHoursSpecification"');
    expect(contact).toContain(`"validFrom":"${first}","validThrough":"${last}"`);

    // Under way, it says how long it lasts; once over, it is gone, with no restart.
    advanceTo(londonMidnight(first));
    for (const path of pages)
      expect(await page(path), path).toContain(
        `Closed until the end of ${formatDay(last)}: Office refit`,
      );
    advanceTo(londonMidnight(addDays(last, 1)));
    for (const path of pages) expect(await page(path), path).not.toContain("Office refit");
    expect(await page("/contact")).not.toContain("specialOpeningHoursSpecification");
  });

  test("a closure more than six weeks away is announced only from six weeks before it, and goes at once when an admin (not staff) removes it", async () => {
    const first = weekdayFrom(addDays(today(), 50));
    const added = await add(admin, {
      pool: "all",
      startDate: first,
      reason: "Away day",
      publicReason: "Firm away day",
    });
    const line = `Closed on ${formatDay(first)}: Firm away day`;
    // The admin is told the website's own words, and from which day it says them.
    expect(decodeURIComponent(String(added.headers["set-cookie"]))).toContain(
      `From ${formatLongDate(addDays(first, -42))} the website will say: "${line}".`,
    );
    for (const path of pages) expect((await page(path)).includes(line), path).toBe(false);
    // Kept pages are dropped when the announcement begins.
    advanceTo(new Date(londonMidnight(first).getTime() - 42 * 86_400_000));
    for (const path of pages) expect((await page(path)).includes(line), path).toBe(true);

    // Staff may not end it early: removing it changes the website as adding it does.
    admin = await signedInAs(t, "admin");
    staff = await signedInAs(t, "staff");
    const awayDay = () =>
      db().select().from(bookingBlocks).where(eq(bookingBlocks.reason, "Away day"));
    const [block] = await awayDay();
    const staffList = await request(t.app)
      .get("/admin/availability")
      .set("Cookie", staff.cookie)
      .expect(200);
    expect(staffList.text).toContain("An admin can remove it");
    await postAs(staff, { intent: "remove-block", id: String(block?.id) }).expect(403);
    expect(await awayDay()).toHaveLength(1);
    // Removed by an admin, it is gone from every page at once, and the audit keeps what visitors
    // were told.
    await postAs(admin, { intent: "remove-block", id: String(block?.id) })
      .expect(302)
      .expect("Location", "/admin/availability");
    for (const path of pages) expect((await page(path)).includes(line), path).toBe(false);
    const [removed] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "availability.block-remove"));
    expect(removed?.details).toMatchObject({ publicReason: "Firm away day" });
    expect(removed?.summary).toContain("visitors were told: Firm away day");
  });
});

describe("Saturdays, which are asked for rather than booked", () => {
  // The clock has moved on by weeks: sign in again.
  beforeAll(async () => {
    admin = await signedInAs(t, "admin");
    staff = await signedInAs(t, "staff");
  });
  /** A Saturday some weeks ahead that is not a holiday. */
  function saturdayAhead(days: number): string {
    let date = nextSaturday(new Date(t.clock.now().getTime() + days * 86_400_000));
    while (holidayOn(date)) date = addDays(date, 7);
    return date;
  }
  const choosePage = () => page("/consultation?area=family-law&type=bramhall");
  const askFor = (saturday: string, part: "morning" | "afternoon") =>
    request(t.app)
      .post(`/consultation?area=family-law&type=bramhall&saturday=${saturday}&part=${part}`)
      .set("Host", HOST)
      .set("Origin", ORIGIN)
      .set("X-Forwarded-For", uniqueIp())
      .type("form")
      .send({
        area: "family-law",
        type: "bramhall",
        saturday,
        part,
        startedAt: "",
        website: "",
        name: "Saturday Example",
        email: uniqueEmail("saturday-closed"),
        phone: "0161 496 0789",
        summary: "On a Saturday, please.",
      });

  test("a Saturday inside a closure is not offered, and a request for it is refused", async () => {
    const saturday = saturdayAhead(21);
    expect(await choosePage()).toContain(`<option value="${saturday}"`);
    await add(admin, {
      pool: "all",
      startDate: saturday,
      reason: "Stocktaking",
      publicReason: "Stocktaking",
    });
    expect(await choosePage()).not.toContain(`<option value="${saturday}"`);
    const refused = await askFor(saturday, "morning").expect(400);
    expect(refused.text).toContain(`We are closed on ${formatDay(saturday)}`);
    expect(refused.text).toContain("(Stocktaking). Please choose another Saturday.");
  });

  test("a Saturday with only its afternoon blocked is offered, and the afternoon is refused", async () => {
    const saturday = saturdayAhead(35);
    await add(staff, {
      pool: "all",
      startDate: saturday,
      fromTime: "13:00",
      toTime: "17:00",
      reason: "Training",
    });
    expect(await choosePage()).toContain(`<option value="${saturday}"`);
    const refused = await askFor(saturday, "afternoon").expect(400);
    expect(refused.text).toContain("We cannot see anyone at that time on");
  });
});
