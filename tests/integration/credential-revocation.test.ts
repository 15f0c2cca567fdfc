import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  ORIGIN,
  postPageForm,
  register,
  STRONG_PASSWORD,
  sessionCookieFrom,
  signedInAs,
  uniqueEmail,
  uniqueIp,
} from "./support/accounts";
import { freeSlots } from "./support/booking-rows";
import { linkMailedTo, mailsTo } from "./support/mail";
import { getPage } from "./support/office";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Issue 27 item 4: a credential change revokes every reset, verification and invitation link
 * issued before it and every other session of the account, through one `revokeAllFor`. Item 5:
 * every password asked again is limited as sign-in is.
 */

const NEW_PASSWORD = "copper meadow violin harbour";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAIL_BUDGET_PER_HOUR: "100", BOOKING_RATE_LIMIT: "1000" });
});
afterAll(() => t.close());

const askReset = (email: string) =>
  request(t.app)
    .post("/api/forgot-password")
    .set("Origin", ORIGIN)
    .set("X-Forwarded-For", uniqueIp())
    .send({ email })
    .expect(202);
const login = (email: string, password = STRONG_PASSWORD) =>
  request(t.app)
    .post("/api/login")
    .set("Origin", ORIGIN)
    .set("X-Forwarded-For", uniqueIp())
    .send({ email, password });
const signedIn = (cookie: string) =>
  request(t.app)
    .get("/api/user")
    .set("Cookie", cookie)
    .then((r) => r.status === 200);
const linkWorks = async (link: string) => (await getPage(t, link)).status === 200;
const account = (cookie: string, body: Record<string, string>) =>
  postPageForm(t.app, "/account").set("Cookie", cookie).send(body);

/** A client with a second session elsewhere and an outstanding reset link. */
async function clientWithLinks() {
  const client = await register(t.app, { name: "Rosa Revoke" });
  const other = sessionCookieFrom(await login(client.email).expect(200)) as string;
  await askReset(client.email);
  const reset = await linkMailedTo(t, client.email, "/auth/set-password/");
  expect(await linkWorks(reset)).toBe(true);
  return { ...client, other, reset };
}

describe("a credential change revokes everything issued before it", () => {
  test("changing the password in /account: the reset link and the other session stop working", async () => {
    const c = await clientWithLinks();
    const res = await account(c.cookie, {
      intent: "password",
      currentPassword: STRONG_PASSWORD,
      password: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(await linkWorks(c.reset)).toBe(false);
    expect(await signedIn(c.other)).toBe(false);
    expect(await signedIn(c.cookie)).toBe(true);
  });

  test("asking to change the e-mail: the reset link to the old address and other sessions stop working", async () => {
    const c = await clientWithLinks();
    const res = await account(c.cookie, {
      intent: "email",
      email: uniqueEmail("moved"),
      password: STRONG_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(await linkWorks(c.reset)).toBe(false);
    expect(await signedIn(c.other)).toBe(false);
    expect(await signedIn(c.cookie)).toBe(true);
  });

  test("confirming the new address: a reset link sent to the old one in between stops working, and cannot take the account over", async () => {
    const c = await register(t.app, { name: "Carla Change" });
    // A proved address, as a client who changes it has (an unproved one is sent a new link
    // at every sign-in, which replaces the change's).
    const own = await linkMailedTo(t, c.email, "/auth/verify-email/");
    await postPageForm(t.app, own).set("Cookie", c.cookie).send({}).expect(302);
    const next = uniqueEmail("next");
    await account(c.cookie, { intent: "email", email: next, password: STRONG_PASSWORD }).expect(
      200,
    );
    const verify = await linkMailedTo(t, next, "/auth/verify-email/");
    await askReset(c.email);
    const reset = await linkMailedTo(t, c.email, "/auth/set-password/");
    const other = sessionCookieFrom(await login(c.email).expect(200)) as string;
    await postPageForm(t.app, verify).set("Cookie", c.cookie).send({}).expect(302);
    expect(await linkWorks(reset)).toBe(false);
    // Posting a new password with it changes nothing: the password is still the owner's.
    await postPageForm(t.app, reset).send({ password: NEW_PASSWORD });
    await login(next, NEW_PASSWORD).expect(401);
    await login(next).expect(200);
    expect(await signedIn(other)).toBe(false);
    expect(await signedIn(c.cookie)).toBe(true);
  });

  test("resetting with a link: a pending e-mail change's link stops working", async () => {
    const c = await register(t.app, { name: "Remy Reset" });
    const next = uniqueEmail("pending");
    await account(c.cookie, { intent: "email", email: next, password: STRONG_PASSWORD }).expect(
      200,
    );
    const verify = await linkMailedTo(t, next, "/auth/verify-email/");
    await askReset(c.email);
    const reset = await linkMailedTo(t, c.email, "/auth/set-password/");
    await postPageForm(t.app, reset).send({ password: NEW_PASSWORD }).expect(302);
    expect(await linkWorks(verify)).toBe(false);
    expect(await signedIn(c.cookie)).toBe(false);
  });

  test("closing the account: its reset link stops working; a booking's manage link does not", async () => {
    const c = await clientWithLinks();
    const [slot] = await freeSlots(t, "video");
    const booked = await request(t.app)
      .post("/api/bookings")
      .set("Origin", ORIGIN)
      .set("X-Forwarded-For", uniqueIp())
      .send({
        practiceArea: "wills-probate",
        type: "video",
        start: slot,
        name: "Rosa Revoke",
        email: c.email,
        phone: "0161 496 0789",
        summary: "A will.",
      })
      .expect(201);
    const manage = new URL(booked.body.manageUrl).pathname;
    const res = await account(c.cookie, {
      intent: "close",
      confirmed: "yes",
      password: STRONG_PASSWORD,
    });
    expect(res.status).toBe(302);
    expect(await linkWorks(c.reset)).toBe(false);
    expect(await signedIn(c.other)).toBe(false);
    await getPage(t, manage).expect(200);
  });

  test("an admin's role change: the person's links and sessions stop working", async () => {
    const admin = await signedInAs(t, "admin");
    const c = await clientWithLinks();
    await request(t.app)
      .patch(`/api/admin/users/${c.id}/role`)
      .set("Origin", ORIGIN)
      .set("Cookie", admin.cookie)
      .send({ role: "staff" })
      .expect(200);
    expect(await linkWorks(c.reset)).toBe(false);
    expect(await signedIn(c.cookie)).toBe(false);
    expect(await signedIn(c.other)).toBe(false);
  });

  test("a role change that cancels an unused invitation sends a new one, which works", async () => {
    const admin = await signedInAs(t, "admin");
    const email = uniqueEmail("invited");
    await postPageForm(t.app, "/admin/users/new")
      .set("Cookie", admin.cookie)
      .send({ name: "Ivy Invited", email, role: "staff" })
      .expect(302);
    const first = await linkMailedTo(t, email, "/auth/set-password/");
    const id = (
      await request(t.app).get("/api/admin/users").set("Cookie", admin.cookie)
    ).body.users.find((u: { email: string; id: string }) => u.email === email)?.id as string;
    await request(t.app)
      .patch(`/api/admin/users/${id}/role`)
      .set("Origin", ORIGIN)
      .set("Cookie", admin.cookie)
      .send({ role: "admin" })
      .expect(200);
    const second = await linkMailedTo(t, email, "/auth/set-password/");
    expect(second).not.toBe(first);
    expect(await linkWorks(first)).toBe(false);
    expect(await linkWorks(second)).toBe(true);
    expect((await mailsTo(t, email)).length).toBe(2);
  });
});

describe("every password asked again is limited as sign-in is", () => {
  const forms: Array<[string, (password: string) => Record<string, string>]> = [
    [
      "changing the password",
      (password) => ({ intent: "password", currentPassword: password, password: NEW_PASSWORD }),
    ],
    [
      "changing the e-mail",
      (password) => ({ intent: "email", email: uniqueEmail("guess"), password }),
    ],
    ["closing the account", (password) => ({ intent: "close", confirmed: "yes", password })],
  ];

  for (const [what, body] of forms) {
    test(`${what}: 60 wrong guesses at once, at most ten checked, then even the right one waits`, async () => {
      const c = await register(t.app);
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) => account(c.cookie, body(`wrong guess number ${i}`))),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(50);
      expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
      const limited = answers.find((a) => a.status === 429);
      expect(limited?.text).toMatch(/Too many attempts\. Please try again in \d+ minutes\./);
      const right = await account(c.cookie, body(STRONG_PASSWORD));
      expect(right.status).toBe(429);
      expect(await signedIn(c.cookie)).toBe(true);
    });
  }
});
