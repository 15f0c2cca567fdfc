import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ORIGIN, postPageForm, register, sessionCookieFrom, uniqueIp } from "./support/accounts";
import { insertBooking } from "./support/booking-rows";
import { linkMailedTo } from "./support/mail";
import { getPage } from "./support/office";
import { createTestApp, type TestApp } from "./support/test-app";

/** Issue 27 item 15: the smaller things a new client met, each said rather than left out. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The page's text with tags and React's comments removed, entities read. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

async function verifiedClient(name: string) {
  const client = await register(t.app, { name });
  const link = await linkMailedTo(t, client.email, "/auth/verify-email/");
  await postPageForm(t.app, link).set("Cookie", client.cookie).send({}).expect(302);
  return client;
}

describe("what a page says after a change made elsewhere", () => {
  test("confirming the e-mail address while signed out says it is confirmed on the sign-in page", async () => {
    const client = await register(t.app, { name: "Vera Verified" });
    const link = await linkMailedTo(t, client.email, "/auth/verify-email/");
    const done = await postPageForm(t.app, link).send({}).expect(302);
    expect(done.headers.location).toBe("/auth?next=/account&verified=1");
    const page = await getPage(t, done.headers.location as string).expect(200);
    expect(textOf(page.text)).toContain(
      "Your e-mail address is confirmed. Sign in to see your account.",
    );
    // The bare sign-in page says nothing of the kind.
    expect(textOf((await getPage(t, "/auth").expect(200)).text)).not.toContain("confirmed");
  });

  test("signing out says so", async () => {
    const client = await register(t.app, { name: "Owen Out" });
    const out = await postPageForm(t.app, "/auth/logout").set("Cookie", client.cookie).send({});
    expect(out.status).toBe(302);
    expect(out.headers.location).toBe("/auth?signed-out=1");
    const page = await getPage(t, out.headers.location as string).expect(200);
    expect(textOf(page.text)).toContain("You have signed out.");
  });

  test("a new password is confirmed on the account; the used link then speaks of resets only", async () => {
    const client = await register(t.app, { name: "Rhoda Reset" });
    await request(t.app)
      .post("/api/forgot-password")
      .set("Origin", ORIGIN)
      .set("X-Forwarded-For", uniqueIp())
      .send({ email: client.email })
      .expect(202);
    const link = await linkMailedTo(t, client.email, "/auth/set-password/");
    const saved = await postPageForm(t.app, link).send({ password: "quiet harbour copper mint" });
    expect(saved.status).toBe(302);
    expect(saved.headers.location).toBe("/account?password-saved=1");
    const cookie = sessionCookieFrom(saved) as string;
    const account = await getPage(t, saved.headers.location as string, cookie).expect(200);
    expect(textOf(account.text)).toContain("Your new password is saved, and you are signed in.");

    const used = textOf((await getPage(t, link).expect(404)).text);
    expect(used).toContain("This link no longer works");
    expect(used).toContain("A link to reset a forgotten password works once");
    expect(used).not.toMatch(/staff|administrator|joined/i);
    // A link that was never ours (cut short) gets the same words, not a staff invitation's.
    const unknown = textOf(
      (await getPage(t, `/auth/set-password/${"x".repeat(43)}`).expect(404)).text,
    );
    expect(unknown).toContain("A link to reset a forgotten password works once");
    expect(unknown).not.toMatch(/staff|administrator/i);
  });
});

describe("the booking pages", () => {
  test.each([
    ["cut short", "abc"],
    ["well formed but not ours", "x".repeat(43)],
  ])(
    "a manage link %s gets the 'no longer works' page, as the other links do",
    async (_what, token) => {
      const res = await getPage(t, `/consultation/manage/${token}`).expect(404);
      const page = textOf(res.text);
      expect(page).toContain("This link no longer works");
      expect(page).toContain("most recent e-mail about your consultation");
      expect(res.headers["cache-control"]).toBe("private, no-store");
    },
  );

  test("a date in the address that cannot be booked is said, not silently dropped", async () => {
    const base = "/consultation?area=wills-probate&type=video";
    const impossible = textOf((await getPage(t, `${base}&date=2026-02-30`).expect(200)).text);
    expect(impossible).toContain("The date in this page's address is not a real date");
    expect(impossible).not.toContain("2026-02-30");
    const past = textOf((await getPage(t, `${base}&date=2020-01-06`).expect(200)).text);
    expect(past).toContain("There are no free times to book online on Monday 6 January 2020");
    const none = textOf((await getPage(t, base).expect(200)).text);
    expect(none).not.toContain("address is not a real date");
    expect(none).not.toContain("There are no free times to book online on");
  });
});

describe("/account and the public forms for a signed-in client", () => {
  test("a consultation at an office is written with the office's own name", async () => {
    const client = await verifiedClient("Hetty Heaton");
    await insertBooking(t, {
      email: client.email,
      meetingType: "heaton-moor",
      startsAt: new Date(t.clock.now().getTime() + 4 * 86_400_000),
    });
    const page = textOf((await getPage(t, "/account", client.cookie).expect(200)).text);
    expect(page).toContain("at our Heaton Moor office");
    expect(page).not.toContain("heaton moor");
  });

  test("the contact form and 'E-mail me this quote' start with the account's details", async () => {
    const client = await register(t.app, { name: "Priya Prefilled" });
    const contact = await getPage(t, "/contact", client.cookie).expect(200);
    expect(contact.text).toContain('value="Priya Prefilled"');
    expect(contact.text).toContain(`value="${client.email}"`);
    expect(contact.headers["cache-control"]).toBe("private, no-store");
    const quote = await getPage(
      t,
      "/services/conveyancing/conveyancing-costs?type=sale&salePrice=250000",
      client.cookie,
    ).expect(200);
    expect(quote.text).toContain(`value="${client.email}"`);

    // A visitor's forms start empty: nobody else's details are ever drawn into them.
    const visitor = await getPage(t, "/contact").expect(200);
    expect(visitor.text).not.toContain(client.email);
    const visitorQuote = await getPage(
      t,
      "/services/conveyancing/conveyancing-costs?type=sale&salePrice=250000",
    ).expect(200);
    expect(visitorQuote.text).not.toContain(client.email);
  });
});
