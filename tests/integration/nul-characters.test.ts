import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createFormGuard } from "../../server/security/form-guard";
import { HOST, ORIGIN, signedInAs, uniqueIp } from "./support/accounts";
import { createTestApp, type TestApp, testSessionSecret } from "./support/test-app";

/**
 * PostgreSQL text cannot hold a NUL character (U+0000), so one that reached a query answered
 * 500 (found by the fuzz suite, issue 27). No person types one: it is refused at the boundary
 * with a 400, in an address, a form or a JSON body.
 */

const valid = {
  name: "Jo Bloggs",
  email: "jo.bloggs@example.com",
  phone: "0161 496 0123",
  practiceArea: "conveyancing",
  message: "We are buying a house in Marple and need a quote.",
  replyBy: "email",
};

let t: TestApp;
let staff: string;
const guard = createFormGuard(
  testSessionSecret,
  { minSeconds: { contact: 0, booking: 0, quote: 0 }, maxAgeSeconds: 3600 },
  () => t.clock.now().getTime(),
);
beforeAll(async () => {
  t = await createTestApp({ CONTACT_MIN_SECONDS: "0" });
  staff = (await signedInAs(t, "staff")).cookie;
});
afterAll(() => t.close());

describe("a NUL character is refused, never sent to the database", () => {
  test.each([
    "/insights/a%00b",
    "/team/%00",
    "/compliance/x%00",
    "/admin/consultations?q=%00",
    "/admin/enquiries?q=a%00",
  ])("GET %s answers 400 with the site's page", async (path) => {
    const res = await request(t.app).get(path).set("Host", HOST).set("Cookie", staff);
    expect(res.status).toBe(400);
    expect(res.text).toContain("We could not read what was sent");
  });

  // A visitor's page may be answered from the shared page cache, which renders before the
  // page handler runs: CI's fuzz run found /team/a%00b a 500 there on PostgreSQL.
  test.each([
    "/team/a%00b",
    "/insights/a%00b?page=2",
    "/services/%00",
    "/assets/x%00.js",
    "/media/a%00.jpg",
  ])("GET %s as a visitor answers 400 with the site's page", async (path) => {
    const res = await request(t.app).get(path).set("Host", HOST);
    expect(res.status).toBe(400);
    expect(res.text).toContain("We could not read what was sent");
  });

  test("a contact form whose message holds a NUL answers 400, nothing stored", async () => {
    const res = await request(t.app)
      .post("/contact")
      .set("Host", HOST)
      .set("Origin", ORIGIN)
      .set("X-Forwarded-For", uniqueIp())
      .type("form")
      .send(
        new URLSearchParams({
          ...valid,
          message: "Hello\u0000there, we are buying a house in Marple and need a quote.",
          startedAt: guard.issue(),
          website: "",
        }).toString(),
      );
    expect(res.status).toBe(400);
    expect(res.text).toContain("We could not read what was sent");
  });

  test("a JSON body holding a NUL, or an API address with one, answers 400 JSON", async () => {
    const body = await request(t.app)
      .post("/api/enquiries")
      .set("Origin", ORIGIN)
      .set("X-Forwarded-For", uniqueIp())
      .send({ ...valid, name: "Jo\u0000Bloggs" });
    expect(body.status).toBe(400);
    expect(body.body.message).toEqual(expect.any(String));
    const address = await request(t.app).get("/api/bookings/manage/abc%00def");
    expect(address.status).toBeGreaterThanOrEqual(400);
    expect(address.status).toBeLessThan(500);
    expect(address.body.message).toEqual(expect.any(String));
  });

  test("a staff form holding a NUL answers 400 with the admin area's page", async () => {
    const res = await request(t.app)
      .post("/admin/availability")
      .set("Host", HOST)
      .set("Origin", ORIGIN)
      .set("Cookie", staff)
      .type("form")
      .send("intent=settings&minimumNotice=2%00");
    expect(res.status).toBe(400);
    expect(res.text).toContain("We could not read what was sent");
  });

  test("none of it was an error of ours", () => {
    expect(t.logs.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });
});
