import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { todayInLondon } from "~/shared/time/london-clock";
import { bookings } from "../../server/db/schema";
import { ORIGIN, postPageForm, uniqueEmail, uniqueIp } from "./support/accounts";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Issue 47, item 1: a booking sent twice (a double click, a retry on a slow phone) books once
 * and never answers the second with "no longer free". Family law has one lawyer, so the first
 * booking takes the only seat the second would have found.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BOOKING_RATE_LIMIT: "1000" });
});
afterAll(() => t.close());

const area = "family-law";
const alreadyHeld =
  "You already have a consultation at this time. We have e-mailed you its details.";
const inDays = (n: number) => todayInLondon(new Date(t.clock.now().getTime() + n * 86_400_000));

/** Free starts for family law by phone, each a different time (one per test). */
let freeStarts: string[] = [];
async function nextFreeStart(): Promise<string> {
  if (freeStarts.length === 0) {
    const res = await request(t.app)
      .get(`/api/availability?from=${inDays(3)}&to=${inDays(25)}&type=phone&area=${area}`)
      .expect(200);
    freeStarts = res.body.days.flatMap((d: { slots: Array<{ start: string }> }) =>
      d.slots.map((s) => s.start),
    );
  }
  const start = freeStarts.shift();
  if (!start) throw new Error("no free family-law time left");
  return start;
}

const details = (start: string, email: string) => ({
  practiceArea: area,
  type: "phone",
  start,
  name: "Sam Example",
  email,
  phone: "0161 496 0789",
  summary: "Arrangements for the children after a separation.",
});

/** The booking posted to the API of `app` (the first instance unless another is named). */
const bookOn = (app: TestApp, body: Record<string, unknown>, key?: string) => {
  const req = request(app.app)
    .post("/api/bookings")
    .set("Origin", ORIGIN)
    .set("X-Forwarded-For", uniqueIp());
  if (key !== undefined) req.set("Idempotency-Key", key);
  return req.send(body);
};
const bookByApi = (body: Record<string, unknown>, key?: string) => bookOn(t, body, key);

const storedFor = (email: string) =>
  t.database.handle.db.select().from(bookings).where(eq(bookings.email, email));

describe("the same booking sent twice through the API", () => {
  test("a moment apart: 201, then the answer for a time already held, never 'no longer free'", async () => {
    const start = await nextFreeStart();
    const email = uniqueEmail("double");
    await bookByApi(details(start, email)).expect(201);
    const again = await bookByApi(details(start, email));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(alreadyHeld);
    expect(await storedFor(email)).toHaveLength(1);
  });

  test("both at once: one 201 and one answer for a time already held", async () => {
    const start = await nextFreeStart();
    const email = uniqueEmail("together");
    const answers = await Promise.all([
      bookByApi(details(start, email)),
      bookByApi(details(start, email)),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)?.body.message).toBe(alreadyHeld);
    expect(await storedFor(email)).toHaveLength(1);
  });

  test("with the same Idempotency-Key: the same 201, reference and manage link, one booking", async () => {
    const start = await nextFreeStart();
    const email = uniqueEmail("idempotent");
    const key = "7f9c2ba4-e88f-4a4e-9bb1-0a4a1d0c0e11";
    const first = await bookByApi(details(start, email), key).expect(201);
    const second = await bookByApi(details(start, email), key).expect(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    expect(await storedFor(email)).toHaveLength(1);
    // The link the replay gives opens the booking.
    const manage = new URL(second.body.manageUrl).pathname.split("/").pop();
    const opened = await request(t.app).get(`/api/bookings/manage/${manage}`).expect(200);
    expect(opened.body.reference).toBe(first.body.reference);
  });

  test("with the same Idempotency-Key at once: both 201 with the same booking", async () => {
    const start = await nextFreeStart();
    const email = uniqueEmail("idempotent-race");
    const key = "a-retry-key-from-a-slow-phone-0001";
    const answers = await Promise.all([
      bookByApi(details(start, email), key),
      bookByApi(details(start, email), key),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(answers[0]?.body).toEqual(answers[1]?.body);
    expect(await storedFor(email)).toHaveLength(1);
  });

  test("an Idempotency-Key used again with other details: 422, nothing booked", async () => {
    const [start, other] = [await nextFreeStart(), await nextFreeStart()];
    const email = uniqueEmail("reused-key");
    const key = "reused-key-for-two-different-times";
    await bookByApi(details(start, email), key).expect(201);
    const reused = await bookByApi(details(other, email), key);
    expect(reused.status).toBe(422);
    expect(reused.body.message).toMatch(/already used for another booking/);
    expect(await storedFor(email)).toHaveLength(1);
  });

  test.each([
    ["too short", "abc"],
    ["too long", "k".repeat(256)],
    ["with a space", "a key with spaces in it"],
  ])("an Idempotency-Key %s: 400 naming the header, nothing booked", async (_what, key) => {
    const start = await nextFreeStart();
    const email = uniqueEmail("bad-key");
    const res = await bookByApi(details(start, email), key);
    expect(res.status).toBe(400);
    expect(res.body.errors["Idempotency-Key"]).toMatch(/16 to 255/);
    expect(await storedFor(email)).toHaveLength(0);
    freeStarts.unshift(start);
  });

  test("a replay after the manage link was replaced gives the booking without the old link", async () => {
    const start = await nextFreeStart();
    const email = uniqueEmail("replaced-link");
    const key = "key-whose-link-is-later-replaced";
    const first = await bookByApi(details(start, email), key).expect(201);
    await t.database.handle.db
      .update(bookings)
      .set({ manageTokenHash: "replaced-by-a-newer-link" })
      .where(eq(bookings.reference, first.body.reference));
    const replay = await bookByApi(details(start, email), key).expect(201);
    expect(replay.body.reference).toBe(first.body.reference);
    expect(replay.body.manageUrl).toBeUndefined();
  });
});

describe("the booking page's form sent twice", () => {
  /** The details step as a browser shows it, and a way to send that one form. */
  async function detailsForm(start: string, email: string) {
    const query = `area=${area}&type=phone&date=${todayInLondon(new Date(start))}&start=${encodeURIComponent(start)}`;
    const page = await request(t.app).get(`/consultation?${query}`).expect(200);
    const startedAt = page.text.match(/name="startedAt" value="([^"]+)"/)?.[1] ?? "";
    expect(startedAt).not.toBe("");
    // Past the form's bot check: a person takes a few seconds to fill it in.
    t.clock.advance(10);
    return () =>
      postPageForm(t.app, `/consultation?${query}`).send({
        area,
        type: "phone",
        name: "Sam Example",
        email,
        phone: "0161 496 0789",
        summary: "Arrangements for the children after a separation.",
        website: "",
        start,
        startedAt,
      });
  }

  test("a moment apart: both land on the same 'You're booked' page", async () => {
    const start = await nextFreeStart();
    const email = uniqueEmail("double-click");
    const send = await detailsForm(start, email);
    const first = await send();
    const second = await send();
    expect(first.status).toBe(302);
    expect(first.headers.location).toMatch(/^\/consultation\/manage\/[\w-]{43}\?booked=1$/);
    expect(second.status).toBe(302);
    expect(second.headers.location).toBe(first.headers.location);
    const shown = await request(t.app)
      .get(second.headers.location as string)
      .expect(200);
    expect(shown.text).toContain("booked");
    expect(await storedFor(email)).toHaveLength(1);
  });

  test("both at once: the same 'You're booked' page for each", async () => {
    const start = await nextFreeStart();
    const email = uniqueEmail("double-click-race");
    const send = await detailsForm(start, email);
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.status, b.status]).toEqual([302, 302]);
    expect(a.headers.location).toMatch(/^\/consultation\/manage\/[\w-]{43}\?booked=1$/);
    expect(b.headers.location).toBe(a.headers.location);
    expect(await storedFor(email)).toHaveLength(1);
  });
});

describe("sent twice to two instances of the site on one database", () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await createTestApp({ BOOKING_RATE_LIMIT: "1000" }, t.database);
  });
  // The database is the first app's, which closes it; only the second's watcher stops here.
  afterAll(() => second.app.changeWatch.stop());

  test("the same details at once, one to each: one 201, one answer for a time already held", async () => {
    const start = await nextFreeStart();
    const email = uniqueEmail("two-instances");
    const answers = await Promise.all([
      bookOn(t, details(start, email)),
      bookOn(second, details(start, email)),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)?.body.message).toBe(alreadyHeld);
    expect(await storedFor(email)).toHaveLength(1);
  });

  test("the same Idempotency-Key at once, one to each: the same booking for both", async () => {
    const start = await nextFreeStart();
    const email = uniqueEmail("two-instances-key");
    const key = "one-key-sent-to-two-instances-01";
    const answers = await Promise.all([
      bookOn(t, details(start, email), key),
      bookOn(second, details(start, email), key),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(answers[0]?.body).toEqual(answers[1]?.body);
    expect(await storedFor(email)).toHaveLength(1);
  });
});
