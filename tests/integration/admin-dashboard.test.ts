import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { mondayOf } from "~/shared/time/calendar";
import { todayInLondon } from "~/shared/time/london-clock";
import { enquiries, outbox } from "../../server/db/schema";
import { createBookingAdminServices } from "../../server/services/booking/booking-admin-services";
import { fixedFirmFacts } from "../../server/services/firm-facts";
import { signedInAs } from "./support/accounts";
import { addDays, at, insertBooking, nextSaturday } from "./support/booking-rows";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let staff: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await signedInAs(t, "staff");
});
afterAll(() => t.close());

const today = () => todayInLondon(t.clock.now());

async function addEnquiry(name: string, status: "new" | "in-progress" | "closed") {
  await t.database.handle.db.insert(enquiries).values({
    reference: `CH-E${Math.random().toString(36).slice(2, 7).toUpperCase()}`,
    name,
    email: "enquirer@example.com",
    practiceArea: "family-law",
    message: "Please call me.",
    replyBy: "email",
    privacyAgreedAt: t.clock.now(),
    createdAt: t.clock.now(),
    status,
  });
}

async function addMail(subject: string, status: "failed" | "sent") {
  await t.database.handle.db.insert(outbox).values({
    idempotencyKey: `test:${subject}`,
    to: ["someone@example.com"],
    subject,
    html: "<p>x</p>",
    text: "x",
    status,
    attempts: status === "failed" ? 10 : 1,
    lastError: status === "failed" ? "550 mailbox unavailable" : null,
  });
}

describe("the dashboard", () => {
  test("today, this week, Saturday requests, new enquiries and failed mail, each linked", async () => {
    const todays = await insertBooking(t, { name: "Tara Today", startsAt: at(today(), "09:00") });
    const cancelledToday = await insertBooking(t, {
      name: "Cora Cancelled",
      startsAt: at(today(), "09:30"),
      status: "cancelled",
    });
    const thisWeek = await insertBooking(t, {
      name: "Walter Week",
      startsAt: at(mondayOf(today()), "11:00"),
    });
    const nextWeek = await insertBooking(t, {
      name: "Nell Nextweek",
      startsAt: at(addDays(mondayOf(today()), 7), "11:00"),
    });
    const saturday = await insertBooking(t, {
      name: "Sid Saturday",
      status: "requested",
      startsAt: at(nextSaturday(t.clock.now()), "10:00"),
    });
    await addEnquiry("Enid Enquirer", "new");
    await addEnquiry("Clive Closed", "closed");
    await addMail("Your consultation is cancelled", "failed");
    await addMail("Delivered fine", "sent");

    const res = await request(t.app).get("/admin").set("Cookie", staff.cookie).expect(200);
    const html = res.text;
    const section = (id: string) =>
      html.slice(
        html.indexOf(`id="${id}"`),
        html.indexOf("</section>", html.indexOf(`id="${id}"`)),
      );

    expect(section("today-heading")).toContain(`/admin/consultations/${todays.id}`);
    expect(section("today-heading")).not.toContain(cancelledToday.id);
    expect(section("week-heading")).toContain(`/admin/consultations/${thisWeek.id}`);
    expect(section("week-heading")).not.toContain(nextWeek.id);
    expect(section("requests-heading")).toContain(`/admin/consultations/${saturday.id}`);
    expect(section("requests-heading")).not.toContain(todays.id);
    expect(section("enquiries-heading")).toContain("Enid Enquirer");
    expect(section("enquiries-heading")).not.toContain("Clive Closed");
    expect(section("mail-heading")).toContain("Your consultation is cancelled");
    expect(section("mail-heading")).toContain("550 mailbox unavailable");
    expect(section("mail-heading")).not.toContain("Delivered fine");
    expect(html).toContain(`href="/admin/consultations?from=${today()}&amp;to=${today()}"`);
  });

  test("the weekly chart is an SVG image with a title and description, and the same numbers as a table", async () => {
    const res = await request(t.app).get("/admin").set("Cookie", staff.cookie).expect(200);
    // A wide drawing and a phone's own narrower one, each named and described.
    for (const size of ["wide", "narrow"]) {
      expect(res.text).toMatch(
        new RegExp(
          `<svg role="img" aria-labelledby="weekly-chart-title-${size} weekly-chart-desc-${size}"`,
        ),
      );
      expect(res.text).toContain(`<title id="weekly-chart-title-${size}">Bookings made per week`);
      expect(res.text).toMatch(
        new RegExp(`<desc id="weekly-chart-desc-${size}">\\d+ bookings in the last 12 weeks`),
      );
    }
    expect(res.text).toContain('<th scope="col" class="px-2 py-1">Wills and Probate</th>');
    // On a phone the table stacks, each number under its column's name.
    expect(res.text).toMatch(/<td class="px-2 py-1" data-label="Wills and Probate">\d+<\/td>/);

    const services = createBookingAdminServices({
      db: t.database.handle.db,
      siteUrl: "http://localhost:3000",
      firmInbox: "firm@example.com",
      manageSecret: "x",
      clock: t.clock,
      firm: fixedFirmFacts(),
      video: { linkTemplate: "https://meet.jit.si/{room}", providerName: "Jitsi Meet" },
    });
    const before = await services.dashboard();
    const last = before.chart.weeks.length - 1;
    const countNow = before.chart.byArea["criminal-law"]?.[last] ?? 0;
    await insertBooking(t, { practiceArea: "criminal-law" });
    await insertBooking(t, {
      practiceArea: "criminal-law",
      status: "requested",
      startsAt: at(nextSaturday(t.clock.now()), "14:00"),
    });
    const after = await services.dashboard();
    expect(after.chart.weeks).toHaveLength(12);
    expect(after.chart.weeks[last]).toBe(mondayOf(today()));
    expect(after.chart.byArea["criminal-law"]?.[last]).toBe(countNow + 2);
  });

  test("every link on the dashboard leads to a page", async () => {
    await addMail("Another failure", "failed");
    await addEnquiry("Lionel Link", "new");
    const res = await request(t.app).get("/admin").set("Cookie", staff.cookie).expect(200);
    const main = res.text.slice(res.text.indexOf('id="main"'));
    const links = [...main.matchAll(/href="(\/admin[^"]*)"/g)].map((m) =>
      (m[1] as string).replace(/&amp;/g, "&"),
    );
    expect(links.length).toBeGreaterThan(5);
    for (const link of new Set(links)) {
      const page = await request(t.app).get(link).set("Cookie", staff.cookie);
      expect({ link, status: page.status }).toEqual({ link, status: 200 });
    }
  });

  test("a client gets 403", async () => {
    const client = await signedInAs(t, "client");
    await request(t.app).get("/admin").set("Cookie", client.cookie).expect(403);
  });
});
