import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { todayInLondon } from "~/shared/time/london-clock";
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
 * Issue 47, item 2: every per-address limit counts a client's network. Twenty addresses in one
 * IPv6 /64 (one home or phone line, through the trusted proxy) share one count; an IPv4 address
 * counts alone, in either form Node gives it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let line = 0;
/** Twenty addresses in a /64 of its own (2001:db8:<n>::/64). */
function oneLine(): string[] {
  line += 1;
  return Array.from(
    { length: 20 },
    (_, i) => `2001:db8:${line.toString(16)}::${(i + 1).toString(16)}`,
  );
}

const quotePage = "/services/conveyancing/conveyancing-costs";
const quoteAnswers = { type: "purchase", purchasePrice: "295000", tenure: "freehold" };

/** The quote's "E-mail me this quote" form, shown and then filled in at a person's pace. */
async function quoteFormShown(): Promise<string> {
  const html = (
    await request(t.app)
      .get(`${quotePage}?${new URLSearchParams(quoteAnswers)}`)
      .expect(200)
  ).text;
  t.clock.advance(10);
  return html.match(/name="startedAt" value="([^"]+)"/)?.[1] ?? "";
}

const statuses = (answers: request.Response[]) => answers.map((a) => a.status);
const accepted = (answers: request.Response[], status: number) =>
  statuses(answers).filter((s) => s === status).length;

describe("twenty addresses in one IPv6 /64 share the limits of one", () => {
  test("registrations: five an hour, then 429", async () => {
    const answers: request.Response[] = [];
    for (const ip of oneLine().slice(0, 12)) {
      answers.push(
        await request(t.app)
          .post("/api/register")
          .set("Origin", ORIGIN)
          .set("X-Forwarded-For", ip)
          .send({ name: "Net Example", email: uniqueEmail("net"), password: STRONG_PASSWORD }),
      );
    }
    expect(accepted(answers, 201)).toBe(5);
    expect(accepted(answers, 429)).toBe(7);
  });

  test("sign-ins: ten passwords checked, then 429, whichever account", async () => {
    const accounts = await Promise.all([register(t.app), register(t.app), register(t.app)]);
    const from = t.logs.length;
    const ips = oneLine();
    const answers: request.Response[] = [];
    for (let i = 0; i < 30; i++) {
      answers.push(
        await request(t.app)
          .post("/api/login")
          .set("Origin", ORIGIN)
          .set("X-Forwarded-For", ips[i % ips.length] as string)
          .send({ email: accounts[i % 3]?.email, password: `wrong guess ${i}` }),
      );
    }
    const checked = t.logs.slice(from).filter((l) => l.event === "login.failure");
    expect(checked).toHaveLength(10);
    expect(accepted(answers, 429)).toBe(20);
    // The log keeps the whole address; only the limit counts the network.
    const refused = t.logs.slice(from).find((l) => l.event === "login.rate-limited");
    expect(refused).toBeDefined();
  });

  test("enquiries: the contact limit (five an hour), then 429", async () => {
    const answers: request.Response[] = [];
    for (const ip of oneLine().slice(0, 8)) {
      answers.push(
        await request(t.app)
          .post("/api/enquiries")
          .set("Origin", ORIGIN)
          .set("X-Forwarded-For", ip)
          .send({
            name: "Net Example",
            email: uniqueEmail("enquiry"),
            phone: "0161 496 0123",
            practiceArea: "conveyancing",
            message: "We are buying a house in Marple and need a quote.",
            replyBy: "email",
          }),
      );
    }
    expect(accepted(answers, 201)).toBe(5);
    expect(accepted(answers, 429)).toBe(3);
  });

  test("bookings: the booking limit (five an hour), then 429", async () => {
    const from = todayInLondon(new Date(t.clock.now().getTime() + 3 * 86_400_000));
    const to = todayInLondon(new Date(t.clock.now().getTime() + 25 * 86_400_000));
    const days = await request(t.app)
      .get(`/api/availability?from=${from}&to=${to}&type=video&area=wills-probate`)
      .expect(200);
    const starts: string[] = days.body.days.flatMap((d: { slots: Array<{ start: string }> }) =>
      d.slots.map((s) => s.start),
    );
    const answers: request.Response[] = [];
    for (const [i, ip] of oneLine().slice(0, 7).entries()) {
      answers.push(
        await request(t.app)
          .post("/api/bookings")
          .set("Origin", ORIGIN)
          .set("X-Forwarded-For", ip)
          .send({
            practiceArea: "wills-probate",
            type: "video",
            start: starts[i * 3],
            name: "Net Example",
            email: uniqueEmail("booking"),
            phone: "0161 496 0789",
            summary: "I would like to make a will.",
          }),
      );
    }
    expect(accepted(answers, 201)).toBe(5);
    expect(accepted(answers, 429)).toBe(2);
  });

  test("quotes e-mailed: the limit (five an hour), then refused", async () => {
    const startedAt = await quoteFormShown();
    const results: request.Response[] = [];
    for (const ip of oneLine().slice(0, 8)) {
      results.push(
        await postPageForm(t.app, quotePage, ip).send({
          ...quoteAnswers,
          email: uniqueEmail("quote"),
          startedAt,
        }),
      );
    }
    expect(accepted(results, 302)).toBe(5);
    expect(accepted(results, 429)).toBe(3);
  });

  test("another /64, and IPv4 clients in Node's mapped form, each count on their own", async () => {
    const post = (ip: string) =>
      request(t.app)
        .post("/api/register")
        .set("Origin", ORIGIN)
        .set("X-Forwarded-For", ip)
        .send({ name: "Net Example", email: uniqueEmail("own"), password: STRONG_PASSWORD });
    const busy = oneLine();
    for (const ip of busy.slice(0, 5)) await post(ip).expect(201);
    await post(busy[5] as string).expect(429);
    // The next /64 along, and two IPv4 clients, are not held back by it.
    await post(oneLine()[0] as string).expect(201);
    await post("::ffff:198.51.100.7").expect(201);
    await post("::ffff:198.51.100.8").expect(201);
  });
});

describe("acknowledgements have a budget per recipient", () => {
  const enquiry = (email: string) =>
    request(t.app)
      .post("/api/enquiries")
      .set("Origin", ORIGIN)
      .set("X-Forwarded-For", uniqueIp())
      .send({
        name: "Budget Example",
        email,
        phone: "0161 496 0123",
        practiceArea: "conveyancing",
        message: "We are buying a house in Marple and need a quote.",
        replyBy: "email",
      });

  test("five enquiries for one address from five places: all stored, three acknowledged", async () => {
    const email = uniqueEmail("enquiry-target");
    for (let i = 0; i < 5; i++) await enquiry(email).expect(201);
    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(3);
    // The firm hears of every one: nothing a person sent is lost.
    const stored = t.logs.filter((l) => l.event === "enquiry.stored" && l.acknowledged === false);
    expect(stored.length).toBeGreaterThanOrEqual(2);
  });

  test("quotes for one address: three sent, then the budget's message, and a registration's link still arrives", async () => {
    const email = uniqueEmail("quote-target");
    const startedAt = await quoteFormShown();
    const statuses: number[] = [];
    let refused = "";
    for (let i = 0; i < 5; i++) {
      const res = await postPageForm(t.app, quotePage).send({ ...quoteAnswers, email, startedAt });
      statuses.push(res.status);
      if (res.status === 429) refused = res.text;
    }
    expect(statuses).toEqual([302, 302, 302, 429, 429]);
    expect(refused).toContain("We have sent you several e-mails in the last hour.");
    expect(await mailsTo(t, email)).toHaveLength(3);
    // Verification links count in a budget of their own.
    await request(t.app)
      .post("/api/register")
      .set("Origin", ORIGIN)
      .set("X-Forwarded-For", uniqueIp())
      .send({ name: "Quote Example", email, password: STRONG_PASSWORD })
      .expect(201);
    const links = (await mailsTo(t, email)).filter((m) => m.text.includes("/auth/verify-email/"));
    expect(links).toHaveLength(1);
  });
});
