import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { enquiries, outbox } from "../../server/db/schema";
import { ORIGIN, postPageForm, uniqueEmail, uniqueIp } from "./support/accounts";
import { createTestApp, type TestApp } from "./support/test-app";

const valid = {
  name: "Jo Bloggs",
  email: "jo.bloggs@example.com",
  phone: "0161 496 0123",
  practiceArea: "conveyancing",
  message: "We are buying a house in Marple and need a quote.",
  replyBy: "email",
};

/** The signed "form shown at" value from the page, as a browser would post it back. */
async function startedAt(t: TestApp): Promise<string> {
  const html = (await request(t.app).get("/contact").expect(200)).text;
  return html.match(/name="startedAt" value="([^"]+)"/)?.[1] ?? "";
}

const postForm = (t: TestApp, body: Record<string, string>, ip = uniqueIp()) =>
  postPageForm(t.app, "/contact", ip).send(body);

async function counts(t: TestApp) {
  const { db } = t.database.handle;
  return {
    enquiries: (await db.select().from(enquiries)).length,
    outbox: (await db.select().from(outbox)).length,
  };
}

describe("the contact form", () => {
  let t: TestApp;
  // The app's clock stands still unless moved: a busy machine cannot make a post "slow".
  beforeAll(async () => {
    t = await createTestApp({ CONTACT_MIN_SECONDS: "2", CONTACT_RATE_LIMIT: "3" }, undefined, {
      stoppedClock: true,
    });
  });
  afterAll(() => t.close());

  test("a valid enquiry is stored with two e-mails queued, then the visitor sees the reference", async () => {
    const before = await counts(t);
    const token = await startedAt(t);
    t.clock.advance(5);
    const res = await postForm(t, { ...valid, startedAt: token, website: "" }).expect(302);
    const location = res.headers.location as string;
    const reference = new URL(location, ORIGIN).searchParams.get("reference") ?? "";
    expect(res.headers.location).toMatch(/^\/contact\/sent\?reference=CH-[2-9A-Z]{6}$/);

    const { db } = t.database.handle;
    const [enquiry] = await db.select().from(enquiries).where(eq(enquiries.reference, reference));
    expect(enquiry).toMatchObject({
      name: "Jo Bloggs",
      email: "jo.bloggs@example.com",
      phone: "+441614960123",
      practiceArea: "conveyancing",
      replyBy: "email",
      status: "new",
    });
    const mails = await db.select().from(outbox);
    const mine = mails.filter((m) => m.idempotencyKey.startsWith(`enquiry:${enquiry?.id}:`));
    expect(mine.map((m) => m.to)).toEqual(
      expect.arrayContaining([["enquiries@example.com"], ["jo.bloggs@example.com"]]),
    );
    expect(mine.find((m) => m.to[0] === "enquiries@example.com")?.replyTo).toBe(
      "jo.bloggs@example.com",
    );
    expect(await counts(t)).toEqual({ enquiries: before.enquiries + 1, outbox: before.outbox + 2 });

    const page = await request(t.app).get(location).expect(200);
    expect(page.text).toContain(reference);
    expect(page.text).toContain("What happens next");
  });

  test.each([
    ["name", { name: "" }, "Enter your name"],
    ["email", { email: "jo@" }, "Enter an e-mail address in the correct format"],
    ["phone", { phone: "123" }, "Enter a phone number, like 0161 496 0000"],
    ["practiceArea", { practiceArea: "" }, "Choose what your enquiry is about"],
    ["message", { message: "short" }, "Your message must be at least 10 characters"],
    ["replyBy", { replyBy: "" }, "Choose how you would like us to reply"],
  ])(
    "a bad %s gets its message, the other answers are kept, nothing is stored",
    async (field, change, message) => {
      const before = await counts(t);
      const res = await postForm(t, { ...valid, ...change, startedAt: await startedAt(t) }).expect(
        400,
      );
      expect(res.text).toContain("There is a problem");
      expect(res.text).toContain(`href="#contact-${field}"`);
      expect(res.text).toContain(message);
      // Every other answer is still there to correct, not to retype.
      const kept = field === "email" ? 'value="Jo Bloggs"' : 'value="jo.bloggs@example.com"';
      expect(res.text).toContain(kept);
      if (field !== "message") expect(res.text).toContain("We are buying a house in Marple");
      expect(await counts(t)).toEqual(before);
    },
  );

  test.each([
    ["sent faster than a person could fill it in", async (t: TestApp) => await startedAt(t), ""],
    ["sent without the form's token", async () => "", ""],
    ["sent with a forged token", async () => "1790000000000.abcdefghijklmnopqrstuv.forged", ""],
    [
      "sent with the hidden field filled (a bot, or autofill)",
      async (t: TestApp) => {
        const token = await startedAt(t);
        t.clock.advance(5);
        return token;
      },
      "https://spam.example",
    ],
  ])(
    "a form %s is shown again to send once more: nothing stored, no reference, nothing lost",
    async (_case, token, website) => {
      const before = await counts(t);
      const res = await postForm(t, { ...valid, startedAt: await token(t), website }).expect(400);
      expect(res.text).toContain("nothing has been sent yet");
      expect(res.text).toContain("press &quot;Send message&quot; again");
      expect(res.text).not.toMatch(/CH-[2-9A-Z]{6}/);
      // Everything typed is there, with a fresh token, so pressing Send again works.
      expect(res.text).toContain("We are buying a house in Marple");
      expect(res.text).toContain('value="Jo Bloggs"');
      const fresh = res.text.match(/name="startedAt" value="([^"]+)"/)?.[1] ?? "";
      expect(fresh).not.toBe("");
      expect(await counts(t)).toEqual(before);

      t.clock.advance(5);
      const again = await postForm(t, { ...valid, startedAt: fresh, website: "" }).expect(302);
      expect(again.headers.location).toMatch(/^\/contact\/sent\?reference=CH-/);
      expect((await counts(t)).enquiries).toBe(before.enquiries + 1);
    },
  );

  test("a form posted twice (a double click, or Back and send) is stored once and both posts get its reference", async () => {
    const before = await counts(t);
    const token = await startedAt(t);
    t.clock.advance(5);
    // An address of its own: its acknowledgement is within the address's budget (issue 47).
    const sent = { ...valid, email: uniqueEmail("twice"), startedAt: token, website: "" };
    const [first, second] = await Promise.all([postForm(t, sent), postForm(t, sent)]);
    expect(first.status).toBe(302);
    expect(second.status).toBe(302);
    expect(second.headers.location).toBe(first.headers.location);
    const later = await postForm(t, sent).expect(302);
    expect(later.headers.location).toBe(first.headers.location);
    expect(await counts(t)).toEqual({ enquiries: before.enquiries + 1, outbox: before.outbox + 2 });
  });

  test("showing the form spends nothing: the same page's token works after other pages were opened", async () => {
    const token = await startedAt(t);
    await startedAt(t);
    t.clock.advance(5);
    await postForm(t, { ...valid, startedAt: token, website: "" }).expect(302);
  });

  test("over the hourly limit a person is told to phone, and nothing more is stored", async () => {
    const ip = uniqueIp();
    const tokens = [await startedAt(t), await startedAt(t), await startedAt(t), await startedAt(t)];
    t.clock.advance(5);
    for (const token of tokens.slice(0, 3)) {
      await postForm(t, { ...valid, startedAt: token }, ip).expect(302);
    }
    const before = await counts(t);
    const res = await postForm(t, { ...valid, startedAt: tokens[3] as string }, ip).expect(429);
    expect(res.text).toContain("0161 496 0000");
    expect(res.text).toContain("We are buying a house in Marple");
    expect(await counts(t)).toEqual(before);
  });

  test("the confirmation page only accepts a well-formed reference", async () => {
    const res = await request(t.app).get("/contact/sent?reference=%3Cscript%3E").expect(302);
    expect(res.headers.location).toBe("/contact");
  });
});

describe("POST /api/enquiries", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CONTACT_RATE_LIMIT: "2" });
  });
  afterAll(() => t.close());

  const post = (body: unknown, ip = uniqueIp()) =>
    request(t.app)
      .post("/api/enquiries")
      .set("Origin", ORIGIN)
      .set("X-Forwarded-For", ip)
      .send(body as object);

  test("201 with the reference, with no form timer needed", async () => {
    const res = await post(valid).expect(201);
    expect(res.body).toEqual({ reference: expect.stringMatching(/^CH-[2-9A-Z]{6}$/) });
    const [row] = await t.database.handle.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.reference, res.body.reference));
    expect(row?.email).toBe("jo.bloggs@example.com");
  });

  test("400 with a message per field", async () => {
    const res = await post({ name: "", email: "x", message: 5 }).expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(
      ["email", "message", "name", "practiceArea", "replyBy"].sort(),
    );
  });

  test("the honeypot applies when the field is sent", async () => {
    const before = (await t.database.handle.db.select().from(enquiries)).length;
    await post({ ...valid, website: "bot was here" }).expect(201);
    expect((await t.database.handle.db.select().from(enquiries)).length).toBe(before);
  });

  test("429 with Retry-After once the limit is reached", async () => {
    const ip = uniqueIp();
    await post(valid, ip).expect(201);
    await post(valid, ip).expect(201);
    const res = await post(valid, ip).expect(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(res.body.message).toContain("0161 496 0000");
  });
});
