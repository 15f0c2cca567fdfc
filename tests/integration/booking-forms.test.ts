import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { todayInLondon } from "~/shared/time/london-clock";
import { bookings } from "../../server/db/schema";
import { HOST, ORIGIN, uniqueEmail, uniqueIp } from "./support/accounts";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
// The app's clock stands still unless moved: a busy machine cannot make a post "slow".
beforeAll(async () => {
  t = await createTestApp(
    {
      BOOKING_RATE_LIMIT: "1000",
      BOOKING_ACTIVE_PER_EMAIL: "3",
      BOOKING_MIN_SECONDS: "2",
    },
    undefined,
    { stoppedClock: true },
  );
});
afterAll(() => t.close());

const inDays = (n: number) => todayInLondon(new Date(t.clock.now().getTime() + n * 86_400_000));
/** A person taking their time over the form. */
const takeTime = () => {
  t.clock.advance(5);
};

async function freeSlots(type: string, fromDays: number, toDays: number): Promise<string[]> {
  const res = await request(t.app)
    .get(`/api/availability?from=${inDays(fromDays)}&to=${inDays(toDays)}&type=${type}`)
    .expect(200);
  return res.body.days.flatMap((d: { slots: Array<{ start: string }> }) =>
    d.slots.map((s) => s.start),
  );
}

/** The details step of the booking page for a slot, as a browser without JavaScript gets it. */
async function detailsStep(slot: string) {
  const query = `area=wills-probate&type=phone&date=${todayInLondon(new Date(slot))}&start=${encodeURIComponent(slot)}`;
  const page = await request(t.app).get(`/consultation?${query}`).expect(200);
  const startedAt = page.text.match(/name="startedAt" value="([^"]+)"/)?.[1] ?? "";
  expect(startedAt).not.toBe("");
  return { query, startedAt };
}

const postDetails = (query: string, fields: Record<string, string>) =>
  request(t.app)
    .post(`/consultation?${query}`)
    .set("Host", HOST)
    .set("Origin", ORIGIN)
    .set("X-Forwarded-For", uniqueIp())
    .type("form")
    .send({
      area: "wills-probate",
      type: "phone",
      name: "Pat Example",
      phone: "0161 496 0789",
      summary: "I would like to make a will.",
      website: "",
      ...fields,
    });

const bookingsFor = (email: string) =>
  t.database.handle.db.select().from(bookings).where(eq(bookings.email, email));

describe("the booking form's bot check", () => {
  test("a form sent faster than a person could is shown again to send once more, with nothing booked", async () => {
    const [slot] = await freeSlots("phone", 4, 20);
    const { query, startedAt } = await detailsStep(slot as string);
    const email = uniqueEmail("quick");
    const res = await postDetails(query, { start: slot as string, startedAt, email }).expect(400);
    expect(res.text).toContain("nothing has been sent yet");
    expect(res.text).toContain("press &quot;Book consultation&quot; again");
    expect(res.text).toContain("I would like to make a will.");
    expect(await bookingsFor(email)).toHaveLength(0);

    // Shown again with the token it was first shown with: its timer runs from then (item 13).
    const kept = res.text.match(/name="startedAt" value="([^"]+)"/)?.[1] ?? "";
    expect(kept).toBe(startedAt);
    takeTime();
    const again = await postDetails(query, { start: slot as string, startedAt: kept, email });
    expect(again.status).toBe(302);
    expect(again.headers.location).toMatch(/^\/consultation\/manage\/[A-Za-z0-9_-]{43}\?booked=1$/);
    expect(await bookingsFor(email)).toHaveLength(1);
  });

  test("the same form posted twice books once and shows the same page; once its link is replaced, the reference", async () => {
    const [, slot] = await freeSlots("phone", 4, 20);
    const { query, startedAt } = await detailsStep(slot as string);
    const email = uniqueEmail("double");
    takeTime();
    const first = await postDetails(query, { start: slot as string, startedAt, email }).expect(302);
    const second = await postDetails(query, { start: slot as string, startedAt, email }).expect(
      302,
    );
    const [row] = await bookingsFor(email);
    expect(await bookingsFor(email)).toHaveLength(1);
    expect(first.headers.location).toMatch(/\?booked=1$/);
    // The same browser sent it: the same "You're booked" page, with the same link (ADR 016).
    expect(second.headers.location).toBe(first.headers.location);
    // A link replaced since (a new one e-mailed) is not given out again: the page names the
    // booking and says the link is in the e-mail.
    await t.database.handle.db
      .update(bookings)
      .set({ manageTokenHash: "a-newer-link" })
      .where(eq(bookings.email, email));
    const third = await postDetails(query, { start: slot as string, startedAt, email }).expect(302);
    expect(third.headers.location).toBe(`/consultation?booked=${row?.reference}`);
    const page = await request(t.app)
      .get(third.headers.location as string)
      .expect(200);
    expect(page.text).toContain("Your consultation is already booked");
    expect(page.text).toContain(row?.reference as string);
  });
});

describe("one e-mail address holds at most three future bookings", () => {
  test("twelve bookings at once for one address from twelve addresses: exactly three are made", async () => {
    const email = uniqueEmail("burst");
    const slots = await freeSlots("video", 3, 40);
    expect(slots.length).toBeGreaterThanOrEqual(12);
    const answers = await Promise.all(
      slots.slice(0, 12).map((start) =>
        request(t.app)
          .post("/api/bookings")
          .set("Origin", ORIGIN)
          .set("X-Forwarded-For", uniqueIp())
          .send({
            practiceArea: "family-law",
            type: "video",
            start,
            name: "Burst Example",
            email,
            phone: "0161 496 0789",
            summary: "Several tabs at once.",
          }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(9);
    expect(await bookingsFor(email)).toHaveLength(3);
  });

  test("Saturday requests count towards the limit and are refused past it", async () => {
    const email = uniqueEmail("saturday-limit");
    const slots = await freeSlots("bramhall", 3, 40);
    for (const start of slots.slice(0, 3)) {
      await request(t.app)
        .post("/api/bookings")
        .set("Origin", ORIGIN)
        .set("X-Forwarded-For", uniqueIp())
        .send({
          practiceArea: "personal-injury",
          type: "bramhall",
          start,
          name: "Keen Example",
          email,
          phone: "0161 496 0789",
          summary: "Three already.",
        })
        .expect(201);
    }
    const choose = await request(t.app)
      .get("/consultation?area=personal-injury&type=bramhall")
      .expect(200);
    const saturday = choose.text.match(/<option value="(\d{4}-\d{2}-\d{2})"/)?.[1] as string;
    const query = `area=personal-injury&type=bramhall&saturday=${saturday}&part=morning`;
    const page = await request(t.app).get(`/consultation?${query}`).expect(200);
    const startedAt = page.text.match(/name="startedAt" value="([^"]+)"/)?.[1] ?? "";
    takeTime();
    const res = await request(t.app)
      .post(`/consultation?${query}`)
      .set("Host", HOST)
      .set("Origin", ORIGIN)
      .set("X-Forwarded-For", uniqueIp())
      .type("form")
      .send({
        area: "personal-injury",
        type: "bramhall",
        saturday,
        part: "morning",
        startedAt,
        website: "",
        name: "Keen Example",
        email,
        phone: "0161 496 0789",
        summary: "A fourth, on a Saturday.",
      })
      .expect(429);
    expect(res.text).toContain("You already have 3 consultations booked with us");
    expect(await bookingsFor(email)).toHaveLength(3);
  });
});
