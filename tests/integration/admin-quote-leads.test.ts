import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seedPriceList } from "~/content/prices/seed-prices";
import { calculateQuote } from "~/shared/quote/calculate-quote";
import { quoteSchema } from "~/shared/quote/quote-schema";
import { outbox, quotes, users } from "../../server/db/schema";
import { exportAccountData } from "../../server/services/account/account-data";
import { purgeExpiredData } from "../../server/services/retention/purge-expired-data";
import { ORIGIN, postPageForm, signedInAs } from "./support/accounts";
import { auditEntries, getPage } from "./support/office";
import { createTestApp, type TestApp } from "./support/test-app";

const QUOTE = "/services/conveyancing/conveyancing-costs";
const UNKNOWN = "00000000-0000-4000-8000-000000000009";

let counter = 0;

/** A quote as "E-mail me this quote" stores it; `figures: null` is one sent before they were kept. */
async function insertQuote(
  t: TestApp,
  overrides: Partial<typeof quotes.$inferInsert> = {},
): Promise<typeof quotes.$inferSelect> {
  counter += 1;
  const input = quoteSchema.parse({
    type: "purchase",
    purchasePrice: "350000",
    tenure: "freehold",
  });
  const figures = calculateQuote(input, "2026-11-20", seedPriceList);
  const [row] = await t.database.handle.db
    .insert(quotes)
    .values({
      reference: `QT-L${counter}${Date.now().toString(36).slice(-4).toUpperCase()}`,
      email: `lead${counter}@example.com`,
      input,
      totalMin: Math.round(figures.total.min * 100),
      totalMax: Math.round(figures.total.max * 100),
      figures,
      // Made now by the app's clock (the list is newest first), not by the column's default,
      // the database's clock.
      createdAt: t.clock.now(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("no quote inserted");
  return row;
}

describe("quote leads: e-mailed quotes for staff to follow up", () => {
  let t: TestApp;
  let staff: { cookie: string; id: string };
  // The app's clock stands still unless moved, so the quote form is never "too quick" by chance.
  beforeAll(async () => {
    t = await createTestApp({ QUOTE_MIN_SECONDS: "2" }, undefined, { stoppedClock: true });
    staff = await signedInAs(t, "staff");
  });
  afterAll(() => t.close());

  const read = async (id: string) =>
    (await t.database.handle.db.select().from(quotes).where(eq(quotes.id, id)))[0];
  const post = (id: string, body: Record<string, string>, cookie = staff.cookie) =>
    postPageForm(t.app, `/admin/leads/${id}`).set("Cookie", cookie).send(body);
  const newLeadsOnDashboard = async () => {
    const html = (await getPage(t, "/admin", staff.cookie).expect(200)).text;
    const count = html.match(/>(\d+)<\/span>(?:<!-- -->)? new quote leads/)?.[1];
    return Number(count);
  };

  test("a quote e-mailed from the calculator is a new lead: listed for staff, counted on the dashboard", async () => {
    const before = await newLeadsOnDashboard();
    const page = await request(t.app).get(`${QUOTE}?type=sale&salePrice=240000`).expect(200);
    const startedAt = page.text.match(/name="startedAt" value="([^"]+)"/)?.[1] ?? "";
    t.clock.advance(5);
    const sent = await postPageForm(t.app, QUOTE)
      .send({
        type: "sale",
        salePrice: "240000",
        tenure: "leasehold",
        email: "seller@example.com",
        startedAt,
        website: "",
      })
      .expect(302);
    const reference =
      new URL(sent.headers.location as string, ORIGIN).searchParams.get("emailed") ?? "";
    const [row] = await t.database.handle.db
      .select()
      .from(quotes)
      .where(eq(quotes.reference, reference));
    expect(row?.leadStatus).toBe("new");

    const list = await getPage(t, "/admin/leads", staff.cookie).expect(200);
    expect(list.text).toContain(reference);
    expect(list.text).toContain("seller@example.com");
    expect(list.text).toContain(`href="/admin/leads/${row?.id}"`);
    expect(list.headers["cache-control"]).toMatch(/no-store/);
    expect(await newLeadsOnDashboard()).toBe(before + 1);

    // The firm is told, as of an enquiry: to the firm's inbox, a reply reaches the visitor,
    // and the mail links to the lead rather than repeating every answer.
    const [mail] = await t.database.handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `quote:${row?.id}:notification`));
    expect(mail?.to).toEqual([t.config.mail.firmInbox]);
    expect(mail?.replyTo).toBe("seller@example.com");
    expect(mail?.subject).toBe(`New quote lead ${reference}: selling`);
    expect(mail?.text).toContain(`${t.config.siteUrl}/admin/leads/${row?.id}`);
    expect(mail?.html).toContain(`href="${t.config.siteUrl}/admin/leads/${row?.id}"`);
    expect(mail?.text).toContain("E-mail: seller@example.com");
    expect(mail?.text).not.toContain("240,000");
    expect(mail?.text).not.toContain("Leasehold");
  });

  test("the lead's page shows what was quoted: the answers, every figure, the address and when", async () => {
    const lead = await insertQuote(t, { email: "ada+x@example.com" });
    const res = await getPage(t, `/admin/leads/${lead.id}`, staff.cookie).expect(200);
    expect(res.text).toContain(`Quote lead ${lead.reference}`);
    expect(res.text).toContain("ada+x@example.com");
    expect(res.text).toContain("Purchase price");
    expect(res.text).toContain("£350,000");
    expect(res.text).toContain("Our fees: buying");
    expect(res.text).toContain(
      `href="mailto:ada%2Bx@example.com?subject=Your%20conveyancing%20quote%20${lead.reference}"`,
    );
    expect(res.text).toMatch(/New · quote e-mailed/);
  });

  test("a quote sent before the figures were kept shows its total instead", async () => {
    const lead = await insertQuote(t, { figures: null, totalMin: 123_400, totalMax: 150_000 });
    const res = await getPage(t, `/admin/leads/${lead.id}`, staff.cookie).expect(200);
    expect(res.text).toContain("Total: £1,234 to £1,500.");
    expect(res.text).not.toContain("Our fees: buying");
  });

  test("marking a lead's status saves it, audits the old and new value, and moves it between tabs", async () => {
    const lead = await insertQuote(t);
    const marked = await post(lead.id, { intent: "status", status: "contacted" });
    expect(marked.status).toBe(302);
    expect(marked.headers.location).toBe(`/admin/leads/${lead.id}`);
    const row = await read(lead.id);
    expect(row?.leadStatus).toBe("contacted");
    expect(row?.leadUpdatedAt).toBeInstanceOf(Date);

    expect((await post(lead.id, { intent: "status", status: "not-proceeding" })).status).toBe(302);
    const entries = await auditEntries(t, "quote", lead.id);
    expect(entries.map((e) => [e.action, e.actorId, e.details])).toEqual([
      ["quote-lead.status", staff.id, { from: "contacted", to: "not-proceeding" }],
      ["quote-lead.status", staff.id, { from: "new", to: "contacted" }],
    ]);
    const page = await getPage(t, `/admin/leads/${lead.id}`, staff.cookie).expect(200);
    expect(page.text).toContain(`Marked quote ${lead.reference} not proceeding`);
    const log = await getPage(t, "/admin/audit?type=quote", staff.cookie).expect(200);
    expect(log.text).toContain(`href="/admin/leads/${lead.id}"`);

    const notProceeding = await getPage(t, "/admin/leads?status=not-proceeding", staff.cookie);
    expect(notProceeding.text).toContain(lead.reference);
    const fresh = await getPage(t, "/admin/leads", staff.cookie);
    expect(fresh.text).not.toContain(lead.reference);
    expect(fresh.text).toContain("Not proceeding");
  });

  test("the list shows one status at a time, newest first", async () => {
    const older = await insertQuote(t, {
      leadStatus: "instructed",
      createdAt: new Date(t.clock.now().getTime() - 3_600_000),
    });
    const newer = await insertQuote(t, { leadStatus: "instructed" });
    const fresh = await insertQuote(t);
    const res = await getPage(t, "/admin/leads?status=instructed", staff.cookie).expect(200);
    expect(res.text.indexOf(newer.reference)).toBeGreaterThan(-1);
    expect(res.text.indexOf(newer.reference)).toBeLessThan(res.text.indexOf(older.reference));
    expect(res.text).not.toContain(fresh.reference);
  });

  test("a status that is not one of the four is refused with a message, and nothing changes", async () => {
    const lead = await insertQuote(t);
    const bad = await post(lead.id, { intent: "status", status: "lost" });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("Choose a status");
    expect(bad.text).toContain('href="#status-status"');
    const row = await read(lead.id);
    expect(row?.leadStatus).toBe("new");
    expect(row?.leadUpdatedAt).toBeNull();
    expect(await auditEntries(t, "quote", lead.id)).toHaveLength(0);
  });

  test("an unknown lead is a 404; a client gets 403 and a visitor is sent to sign in", async () => {
    await getPage(t, `/admin/leads/${UNKNOWN}`, staff.cookie).expect(404);
    await getPage(t, "/admin/leads/not-a-uuid", staff.cookie).expect(404);
    expect((await post(UNKNOWN, { intent: "status", status: "contacted" })).status).toBe(404);

    const lead = await insertQuote(t);
    const client = await signedInAs(t, "client");
    await getPage(t, "/admin/leads", client.cookie).expect(403);
    await getPage(t, `/admin/leads/${lead.id}`, client.cookie).expect(403);
    const refused = await post(lead.id, { intent: "status", status: "contacted" }, client.cookie);
    expect(refused.status).toBe(403);
    expect((await read(lead.id))?.leadStatus).toBe("new");

    const visitor = await getPage(t, "/admin/leads").expect(302);
    expect(visitor.headers.location).toBe("/auth?next=%2Fadmin%2Fleads");
    const visitorPost = await postPageForm(t.app, `/admin/leads/${lead.id}`).send({
      intent: "status",
      status: "contacted",
    });
    expect(visitorPost.status).toBe(302);
    expect((await read(lead.id))?.leadStatus).toBe("new");
  });

  test("a client's data export gives each quote's lead status, as it gives an enquiry's", async () => {
    const client = await signedInAs(t, "client");
    const { db } = t.database.handle;
    await db.update(users).set({ emailVerifiedAt: t.clock.now() }).where(eq(users.id, client.id));
    const [account] = await db.select().from(users).where(eq(users.id, client.id));
    const lead = await insertQuote(t, { email: account?.email, leadStatus: "contacted" });
    const data = await exportAccountData(db, client.id);
    expect(data?.quotes).toEqual([
      expect.objectContaining({ reference: lead.reference, status: "contacted" }),
    ]);
  });

  test("the admin navigation has Quote leads next to Enquiries", async () => {
    const html = (await getPage(t, "/admin", staff.cookie).expect(200)).text;
    expect(html).toMatch(
      />Enquiries<\/a><\/li><li><a [^>]*href="\/admin\/leads"[^>]*>Quote leads</,
    );
  });

  test("retention: a lead is deleted 12 months after it was asked for or last marked, not before", async () => {
    const now = new Date("2027-12-01T12:00:00Z");
    const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
    const old = await insertQuote(t, { createdAt: daysAgo(380) });
    const recent = await insertQuote(t, { createdAt: daysAgo(300) });
    const markedLately = await insertQuote(t, {
      createdAt: daysAgo(400),
      leadStatus: "contacted",
      leadUpdatedAt: daysAgo(100),
    });
    const markedLongAgo = await insertQuote(t, {
      createdAt: daysAgo(500),
      leadStatus: "not-proceeding",
      leadUpdatedAt: daysAgo(370),
    });
    await purgeExpiredData(t.database.handle.db, now);
    expect(await read(old.id)).toBeUndefined();
    expect(await read(markedLongAgo.id)).toBeUndefined();
    expect(await read(recent.id)).toBeDefined();
    expect(await read(markedLately.id)).toBeDefined();
  });
});
