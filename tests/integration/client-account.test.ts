import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { todayInLondon } from "~/shared/time/london-clock";
import {
  auditLog,
  bookings,
  emailTokens,
  enquiries,
  sessions,
  users,
} from "../../server/db/schema";
import { readAccountClosures } from "../../server/ops/closures/closure-journal";
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
import { freeSlots, insertBooking } from "./support/booking-rows";
import { linkMailedTo, mailsTo } from "./support/mail";
import { getPage, insertEnquiry } from "./support/office";
import { createTestApp, type TestApp } from "./support/test-app";

describe("client accounts (issue 20)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.handle.db;
  const account = (cookie: string) => getPage(t, "/account", cookie);
  const post = (cookie: string, body: Record<string, string>) =>
    postPageForm(t.app, "/account").set("Cookie", cookie).send(body);

  /** A new client who has used the verification link from their e-mail. */
  async function verifiedClient(name = "Vera Verified") {
    const client = await register(t.app, { name });
    const link = await linkMailedTo(t, client.email, "/auth/verify-email/");
    await getPage(t, link).expect(200);
    const done = await postPageForm(t.app, link).set("Cookie", client.cookie).send({});
    expect(done.status).toBe(302);
    expect(done.headers.location).toBe("/account?verified=1");
    return client;
  }

  test("a visitor is sent to sign in and back; the page is private and never stored", async () => {
    const res = await getPage(t, "/account").expect(302);
    expect(res.headers.location).toBe("/auth?next=/account");
    const client = await register(t.app);
    const page = await account(client.cookie).expect(200);
    expect(page.headers["cache-control"]).toContain("no-store");
  });

  test("registering mails a single-use verification link stored only as a hash", async () => {
    const client = await register(t.app);
    const link = await linkMailedTo(t, client.email, "/auth/verify-email/");
    const token = link.split("/").at(-1) as string;
    const [row] = await db().select().from(emailTokens).where(eq(emailTokens.userId, client.id));
    expect(row?.tokenHash).not.toContain(token);
    // Opening the link changes nothing (mail scanners open links); the post confirms.
    await getPage(t, link).expect(200);
    const [before] = await db().select().from(users).where(eq(users.id, client.id));
    expect(before?.emailVerifiedAt).toBeNull();
    await postPageForm(t.app, link).send({}).expect(302);
    const [after] = await db().select().from(users).where(eq(users.id, client.id));
    expect(after?.emailVerifiedAt).not.toBeNull();
    // Used once, it works no more.
    await getPage(t, link).expect(404);
  });

  test("an expired verification link does not work", async () => {
    const client = await register(t.app);
    const link = await linkMailedTo(t, client.email, "/auth/verify-email/");
    await db()
      .update(emailTokens)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(emailTokens.userId, client.id));
    await getPage(t, link).expect(404);
    await postPageForm(t.app, link).send({}).expect(302);
    const [row] = await db().select().from(users).where(eq(users.id, client.id));
    expect(row?.emailVerifiedAt).toBeNull();
  });

  test("a client from before verification is sent a link when they next sign in; staff are not", async () => {
    const client = await register(t.app);
    // As migration 0010 leaves an older client: unverified, with no link outstanding.
    await db().delete(emailTokens).where(eq(emailTokens.userId, client.id));
    const before = (await mailsTo(t, client.email)).length;
    const login = () =>
      request(t.app)
        .post("/api/login")
        .set("Origin", ORIGIN)
        .set("X-Forwarded-For", uniqueIp())
        .send({ email: client.email, password: STRONG_PASSWORD })
        .expect(200);
    await login();
    expect(await mailsTo(t, client.email)).toHaveLength(before + 1);
    await linkMailedTo(t, client.email, "/auth/verify-email/");
    // While that link works, signing in again sends no other.
    await login();
    expect(await mailsTo(t, client.email)).toHaveLength(before + 1);
  });

  test("an unverified account sees nothing that belongs to its address", async () => {
    const email = uniqueEmail("unproved");
    const booking = await insertBooking(t, { email });
    const enquiry = await insertEnquiry(t, { email });
    const client = await register(t.app, { email });
    const page = await account(client.cookie).expect(200);
    expect(page.text).toContain("Confirm your e-mail address");
    expect(page.text).not.toContain(booking.reference);
    expect(page.text).not.toContain(enquiry.reference);
    const data = await getPage(t, "/account/export.json", client.cookie).expect(200);
    expect(data.body.consultations).toEqual([]);
    expect(data.body.messages).toEqual([]);
  });

  test("a verified account sees its consultations, messages and quotes, never another's", async () => {
    const mine = uniqueEmail("mine");
    const upcoming = await insertBooking(t, { email: mine });
    const past = await insertBooking(t, {
      email: mine,
      startsAt: new Date(t.clock.now().getTime() - 10 * 86_400_000),
    });
    const enquiry = await insertEnquiry(t, { email: mine });
    const theirs = await insertBooking(t, { email: uniqueEmail("theirs") });
    const client = await register(t.app, { email: mine });
    const link = await linkMailedTo(t, mine, "/auth/verify-email/");
    await postPageForm(t.app, link).send({}).expect(302);

    const page = await account(client.cookie).expect(200);
    expect(page.text).toContain(upcoming.reference);
    expect(page.text).toContain(past.reference);
    expect(page.text).toContain(enquiry.reference);
    expect(page.text).not.toContain(theirs.reference);

    // Cancelling another client's booking by its id is a 404 and changes nothing.
    await post(client.cookie, { intent: "cancel", booking: theirs.id, confirmed: "yes" }).expect(
      404,
    );
    const [still] = await db().select().from(bookings).where(eq(bookings.id, theirs.id));
    expect(still?.status).toBe("confirmed");
  });

  test("cancelling asks first, then cancels with the manage link's audit entry and mails", async () => {
    const client = await verifiedClient();
    const booking = await insertBooking(t, { email: client.email });
    const asked = await post(client.cookie, { intent: "cancel", booking: booking.id });
    expect(asked.status).toBe(200);
    const [unchanged] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(unchanged?.status).toBe("confirmed");
    const done = await post(client.cookie, {
      intent: "cancel",
      booking: booking.id,
      confirmed: "yes",
    });
    expect(done.status).toBe(200);
    const [cancelled] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(cancelled?.status).toBe("cancelled");
    const entries = await db().select().from(auditLog).where(eq(auditLog.entityId, booking.id));
    expect(entries.map((e) => e.action)).toContain("booking.cancel");
    expect((await mailsTo(t, client.email)).some((m) => /cancel/i.test(m.subject))).toBe(true);
  });

  test("the export holds exactly the address's data", async () => {
    const client = await verifiedClient("Ezra Export");
    const mine = await insertBooking(t, { email: client.email });
    const enquiry = await insertEnquiry(t, { email: client.email });
    await insertBooking(t, { email: uniqueEmail("other") });
    const res = await getPage(t, "/account/export.json", client.cookie).expect(200);
    expect(res.headers["content-disposition"]).toContain("attachment");
    expect(res.headers["cache-control"]).toContain("no-store");
    expect(res.body.account).toMatchObject({ name: "Ezra Export", email: client.email });
    expect(res.body.consultations.map((b: { reference: string }) => b.reference)).toEqual([
      mine.reference,
    ]);
    expect(res.body.messages.map((e: { reference: string }) => e.reference)).toEqual([
      enquiry.reference,
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/manageTokenHash|passwordHash|tokenHash/);
  });

  test("details, password change and signing out everywhere else", async () => {
    const client = await verifiedClient();
    const other = sessionCookieFrom(
      await request(t.app)
        .post("/api/login")
        .set("Origin", ORIGIN)
        .set("X-Forwarded-For", uniqueIp())
        .send({ email: client.email, password: STRONG_PASSWORD }),
    ) as string;
    const bad = await post(client.cookie, { intent: "details", name: "", phone: "x" });
    expect(bad.status).toBe(400);
    await post(client.cookie, {
      intent: "details",
      name: "New Name",
      phone: "0161 496 0123",
    }).expect(200);
    const [row] = await db().select().from(users).where(eq(users.id, client.id));
    expect(row).toMatchObject({ name: "New Name", phone: "0161 496 0123" });

    const wrong = await post(client.cookie, {
      intent: "password",
      currentPassword: "not the password",
      password: "cobalt harvest willow ember",
    });
    expect(wrong.status).toBe(401);
    await post(client.cookie, {
      intent: "password",
      currentPassword: STRONG_PASSWORD,
      password: "cobalt harvest willow ember",
    }).expect(200);
    await request(t.app).get("/api/user").set("Cookie", other).expect(401);
    await request(t.app).get("/api/user").set("Cookie", client.cookie).expect(200);
    expect((await mailsTo(t, client.email)).at(-1)?.subject).toMatch(/password was changed/);
  });

  test("changing the e-mail asks for the password and applies only once the new address is proved", async () => {
    const client = await verifiedClient();
    const next = uniqueEmail("new");
    const wrong = await post(client.cookie, { intent: "email", email: next, password: "nope" });
    expect(wrong.status).toBe(401);
    await post(client.cookie, { intent: "email", email: next, password: STRONG_PASSWORD }).expect(
      200,
    );
    const [before] = await db().select().from(users).where(eq(users.id, client.id));
    expect(before?.email).toBe(client.email);
    const link = await linkMailedTo(t, next, "/auth/verify-email/");
    await postPageForm(t.app, link).set("Cookie", client.cookie).send({}).expect(302);
    const [after] = await db().select().from(users).where(eq(users.id, client.id));
    expect(after?.email).toBe(next);
    expect(after?.emailVerifiedAt).not.toBeNull();
  });

  test("closing the account deletes it and its sessions at once and keeps bookings and enquiries", async () => {
    const client = await verifiedClient("Clara Closer");
    const booking = await insertBooking(t, { email: client.email });
    const enquiry = await insertEnquiry(t, { email: client.email });
    // Asked first, as cancelling a consultation is: the first post closes nothing.
    const asked = await post(client.cookie, { intent: "close", password: STRONG_PASSWORD });
    expect(asked.status).toBe(200);
    expect(asked.text).toContain("Close your account for good?");
    expect(asked.text).toContain('name="confirmed" value="yes"');
    expect(asked.text).toContain("No, keep my account");
    expect(await db().select().from(users).where(eq(users.id, client.id))).toHaveLength(1);
    const wrong = await post(client.cookie, {
      intent: "close",
      confirmed: "yes",
      password: "wrong password",
    });
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain("Close your account for good?");
    const closed = await post(client.cookie, {
      intent: "close",
      confirmed: "yes",
      password: STRONG_PASSWORD,
    });
    expect(closed.status).toBe(302);
    expect(closed.headers.location).toBe("/account/closed");
    expect(await db().select().from(users).where(eq(users.id, client.id))).toHaveLength(0);
    expect(await db().select().from(sessions).where(eq(sessions.userId, client.id))).toHaveLength(
      0,
    );
    await request(t.app).get("/api/user").set("Cookie", client.cookie).expect(401);
    expect(await db().select().from(bookings).where(eq(bookings.id, booking.id))).toHaveLength(1);
    expect(await db().select().from(enquiries).where(eq(enquiries.id, enquiry.id))).toHaveLength(1);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.entityId, client.id));
    expect(entry?.action).toBe("account.close");
    expect(JSON.stringify(entry)).not.toContain("Clara");
    expect(JSON.stringify(entry)).not.toContain(client.email);
    // Journalled outside the database, so a restore from an older snapshot closes it again.
    const journalled = readAccountClosures(t.config.dataDir).filter((c) => c.userId === client.id);
    expect(journalled).toHaveLength(1);
    const page = await getPage(t, "/account/closed").expect(200);
    // It says what happened, in the past tense, and nothing about times not on the page.
    expect(page.text).toContain("We have deleted your account");
    expect(page.text).toContain("kept for 12 months");
    expect(page.text).not.toContain("times above");
    expect(page.text).not.toContain("If you close your own account");
  });

  test("staff cannot close their own account here", async () => {
    const staff = await signedInAs(t, "staff");
    for (const confirmed of ["", "yes"]) {
      const res = await post(staff.cookie, {
        intent: "close",
        confirmed,
        password: STRONG_PASSWORD,
      });
      expect(res.status).toBe(403);
    }
    expect(await db().select().from(users).where(eq(users.id, staff.id))).toHaveLength(1);
  });

  test("clients land on their account after signing in; every page's header links to it", async () => {
    const client = await register(t.app);
    const res = await postPageForm(t.app, "/auth")
      .send({ intent: "login", email: client.email, password: STRONG_PASSWORD })
      .expect(302);
    expect(res.headers.location).toBe("/account");
    const home = await getPage(t, "/").expect(200);
    expect(home.text).toMatch(/<a[^>]*href="\/account"[^>]*>Account<\/a>/);
  });

  test("staff see whether a booking's address belongs to a verified account", async () => {
    const client = await verifiedClient();
    const verified = await insertBooking(t, { email: client.email });
    const unknown = await insertBooking(t, { email: uniqueEmail("guest") });
    const staff = await signedInAs(t, "staff");
    const a = await getPage(t, `/admin/consultations/${verified.id}`, staff.cookie).expect(200);
    expect(a.text).toContain("Belongs to a website account that has confirmed it");
    const b = await getPage(t, `/admin/consultations/${unknown.id}`, staff.cookie).expect(200);
    expect(b.text).toContain("No website account has confirmed this address");
  });

  test("booking while signed in starts with the account's details", async () => {
    const client = await verifiedClient("Paula Prefill");
    await post(client.cookie, {
      intent: "details",
      name: "Paula Prefill",
      phone: "0161 496 0456",
    }).expect(200);
    const [slot] = await freeSlots(t, "phone");
    const query = `area=wills-probate&type=phone&date=${todayInLondon(new Date(slot as string))}&start=${encodeURIComponent(slot as string)}`;
    const page = await getPage(t, `/consultation?${query}`, client.cookie).expect(200);
    expect(page.text).toMatch(
      /name="name"[^>]*value="Paula Prefill"|value="Paula Prefill"[^>]*name="name"/,
    );
    expect(page.text).toContain(`value="${client.email}"`);
    expect(page.text).toContain('value="0161 496 0456"');
    // A visitor's details step starts empty.
    const visitor = await getPage(t, `/consultation?${query}`).expect(200);
    expect(visitor.text).not.toContain("Paula Prefill");
  });
});
