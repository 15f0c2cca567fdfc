import { and, eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { todayInLondon } from "~/shared/time/london-clock";
import { bookings } from "../../server/db/schema";
import {
  ORIGIN,
  postPageForm,
  register,
  STRONG_PASSWORD,
  uniqueEmail,
  uniqueIp,
} from "./support/accounts";
import { mailsTo } from "./support/mail";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Issue 27 items 6 and 10: every mail a visitor can make us send is limited per recipient and
 * per account (3 an hour by default), and one e-mail address holds at most one confirmed
 * consultation at a time, however often or however fast it asks.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    BOOKING_RATE_LIMIT: "1000",
    BOOKING_MIN_SECONDS: "0",
  });
});
afterAll(() => t.close());

const db = () => t.database.handle.db;
const budgetMessage =
  /We have sent you several e-mails in the last hour\. Please check your inbox, or try again after \d{1,2}:\d{2} (AM|PM)\./;
const inDays = (n: number) => todayInLondon(new Date(t.clock.now().getTime() + n * 86_400_000));

async function freeSlots(type: string): Promise<string[]> {
  const res = await request(t.app)
    .get(`/api/availability?from=${inDays(3)}&to=${inDays(20)}&type=${type}`)
    .expect(200);
  return res.body.days.flatMap((d: { slots: Array<{ start: string }> }) =>
    d.slots.map((s) => s.start),
  );
}

const book = (body: Record<string, unknown>) =>
  request(t.app)
    .post("/api/bookings")
    .set("Origin", ORIGIN)
    .set("X-Forwarded-For", uniqueIp())
    .send({
      practiceArea: "wills-probate",
      type: "video",
      name: "Pat Example",
      phone: "0161 496 0789",
      summary: "I would like to make a will.",
      ...body,
    });

const confirmedAt = (email: string, start: string) =>
  db()
    .select()
    .from(bookings)
    .where(
      and(
        eq(sql`lower(${bookings.email})`, email.toLowerCase()),
        eq(bookings.startsAt, new Date(start)),
        eq(bookings.status, "confirmed"),
      ),
    );

const alreadyHeldMails = async (email: string) =>
  (await mailsTo(t, email)).filter((m) => m.subject.startsWith("You already have a consultation"));

describe("one confirmed consultation per e-mail address and time", () => {
  test("a second booking of the same time, in any case, is refused and its details e-mailed", async () => {
    const [slot] = await freeSlots("video");
    const email = uniqueEmail("twice");
    await book({ start: slot, email }).expect(201);
    const again = await book({ start: slot, email: email.toUpperCase(), type: "phone" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      "You already have a consultation at this time. We have e-mailed you its details.",
    );
    expect(await confirmedAt(email, slot as string)).toHaveLength(1);
    const [mail] = await alreadyHeldMails(email);
    expect(mail?.text).toContain("we have not made a second booking");
    // The first booking's details, never a working manage link (only its hash is kept).
    expect(mail?.text).not.toMatch(/\/consultation\/manage\//);
  });

  test("six attempts at once for one address and time: exactly one booking", async () => {
    const [, slot] = await freeSlots("video");
    const email = uniqueEmail("racing");
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        book({ start: slot, email, name: `Pat Racer ${"x".repeat(i)}` }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await confirmedAt(email, slot as string)).toHaveLength(1);
  });

  test("Back and send again on the page: the form is shown again with the message, nothing booked", async () => {
    const [, , slot] = await freeSlots("phone");
    const email = uniqueEmail("back");
    const query = `area=wills-probate&type=phone&date=${todayInLondon(new Date(slot as string))}&start=${encodeURIComponent(slot as string)}`;
    const send = async () => {
      // Each showing of the details step is a new form, as after Back and a reload.
      const page = await request(t.app).get(`/consultation?${query}`).expect(200);
      const startedAt = page.text.match(/name="startedAt" value="([^"]+)"/)?.[1] ?? "";
      return postPageForm(t.app, `/consultation?${query}`).send({
        area: "wills-probate",
        type: "phone",
        name: "Pat Example",
        email,
        phone: "0161 496 0789",
        summary: "I would like to make a will.",
        website: "",
        start: slot as string,
        startedAt,
      });
    };
    expect((await send()).status).toBe(302);
    const second = await send();
    expect(second.status).toBe(409);
    expect(second.text).toContain("You already have a consultation at this time.");
    expect(await confirmedAt(email, slot as string)).toHaveLength(1);
  });

  test("the details mail counts against the hour's budget: past it nothing more is sent", async () => {
    const [, , , slot] = await freeSlots("video");
    const email = uniqueEmail("budget");
    await book({ start: slot, email }).expect(201);
    for (let i = 0; i < 3; i++) await book({ start: slot, email }).expect(409);
    const over = await book({ start: slot, email }).expect(409);
    expect(over.body.message).toMatch(/^You already have a consultation at this time\. /);
    expect(over.body.message).toMatch(budgetMessage);
    expect(await alreadyHeldMails(email)).toHaveLength(3);
  });
});

describe("the mail budget for account mails", () => {
  const accountPost = (cookie: string, body: Record<string, string>) =>
    postPageForm(t.app, "/account").set("Cookie", cookie).send(body);
  const verificationMails = async (email: string) =>
    (await mailsTo(t, email)).filter((m) => m.text.includes("/auth/verify-email/"));

  test("resending the verification link: three mails an hour, then a calm message and no mail", async () => {
    const client = await register(t.app);
    // The registration's own link is the first of the three.
    for (let i = 0; i < 2; i++) {
      const sent = await accountPost(client.cookie, { intent: "resend-verification" });
      expect(sent.status).toBe(200);
    }
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        accountPost(client.cookie, { intent: "resend-verification" }),
      ),
    );
    for (const refused of results) {
      expect(refused.status).toBe(429);
      expect(refused.text).toMatch(budgetMessage);
      // Drawn in the resend form's error summary, not only carried in the page's data.
      expect(refused.text).toContain('id="account-resend-verification-error-summary-title"');
    }
    expect(await verificationMails(client.email)).toHaveLength(3);
  });

  test("changing the e-mail to someone else's address: at most three mails reach them an hour, from any number of accounts", async () => {
    const victim = uniqueEmail("victim");
    const answers: number[] = [];
    for (let i = 0; i < 3; i++) {
      const sender = await register(t.app);
      for (let j = 0; j < 2; j++) {
        const res = await accountPost(sender.cookie, {
          intent: "email",
          email: victim,
          password: STRONG_PASSWORD,
        });
        answers.push(res.status);
        if (res.status === 429) expect(res.text).toMatch(budgetMessage);
      }
    }
    expect(answers.filter((s) => s === 200)).toHaveLength(3);
    expect(answers.filter((s) => s === 429)).toHaveLength(3);
    expect(await verificationMails(victim)).toHaveLength(3);
  });

  test("one account's change-e-mail mails are limited too, whoever they go to", async () => {
    const sender = await register(t.app);
    const statuses: number[] = [];
    // The registration's link used one of the account's three.
    for (let i = 0; i < 4; i++) {
      const res = await accountPost(sender.cookie, {
        intent: "email",
        email: uniqueEmail("elsewhere"),
        password: STRONG_PASSWORD,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
  });
});
