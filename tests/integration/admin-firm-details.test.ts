import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { defaultFirmFacts } from "~/shared/firm/facts";
import { firmDetailsFormValues } from "~/shared/schemas/firm-details-form";
import { todayInLondon } from "~/shared/time/london-clock";
import { articles, auditLog } from "../../server/db/schema";
import { renderArticleBody } from "../../server/services/content/article-html";
import { detailsOf } from "../../server/services/firm/firm-details-editor";
import { readFirmSetting } from "../../server/services/firm/firm-settings";
import { waitFor } from "../support/wait-for";
import { ORIGIN, signedInAs, uniqueEmail, uniqueIp } from "./support/accounts";
import { decodeEntities, getAs, postAs } from "./support/admin-forms";
import { mailsTo } from "./support/mail";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Issue 29, firm details: admins edit the firm's name, numbers, offices and disclosures on
 * /admin/firm; a save shows on every page, in the JSON-LD and in the mails at once.
 */
let t: TestApp;
let admin: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAs(t, "admin")).cookie;
  staff = (await signedInAs(t, "staff")).cookie;
});
afterAll(() => t.close());

const db = () => t.database.handle.db;
const sample = firmDetailsFormValues(detailsOf(defaultFirmFacts));

async function storedVersion(): Promise<number> {
  return (await readFirmSetting(db(), "details"))?.version ?? 0;
}

/** The whole form as the screen posts it: what is in force, with some fields changed. */
async function formWith(changes: Record<string, string>, intent = "save") {
  return { intent, version: String(await storedVersion()), ...sample, ...changes };
}

const page = async (path: string) =>
  decodeEntities((await request(t.app).get(path).expect(200)).text);

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
    .map((m) => m[1] ?? "")
    .join("\n");

const inDays = (n: number) => todayInLondon(new Date(t.clock.now().getTime() + n * 86_400_000));

async function bookAndReadConfirmation(): Promise<string> {
  const slots = await request(t.app)
    .get(`/api/availability?from=${inDays(3)}&to=${inDays(20)}&type=bramhall`)
    .expect(200);
  const start = slots.body.days[0].slots[0].start as string;
  const email = uniqueEmail("firm-details-booker");
  await request(t.app)
    .post("/api/bookings")
    .set("Origin", ORIGIN)
    .set("X-Forwarded-For", uniqueIp())
    .send({
      practiceArea: "wills-probate",
      type: "bramhall",
      start,
      name: "Pat Example",
      email,
      phone: "0161 496 0789",
      summary: "I would like to make a will.",
    })
    .expect(201);
  const [confirmation] = (await mailsTo(t, email)).filter((m) =>
    m.subject.startsWith("Your free consultation"),
  );
  if (!confirmation) throw new Error("no confirmation mail");
  return `${confirmation.text}\n${confirmation.html}`;
}

describe("the firm details screen", () => {
  test("staff are refused the screen and its form, and nothing is saved", async () => {
    const before = await storedVersion();
    const shown = await getAs(t.app, staff, "/admin/firm").expect(403);
    expect(decodeEntities(shown.text)).toContain(
      "Only administrators can change the firm's details",
    );
    await postAs(t.app, staff, "/admin/firm", await formWith({ phone: "0161 496 0999" })).expect(
      403,
    );
    expect(await storedVersion()).toBe(before);
    // Nor do staff see the way in.
    const dashboard = decodeEntities((await getAs(t.app, staff, "/admin").expect(200)).text);
    expect(dashboard).not.toContain('href="/admin/firm"');
  });

  test("an admin sees the sample values marked as such, in fieldsets, linked from the navigation", async () => {
    const html = decodeEntities((await getAs(t.app, admin, "/admin/firm").expect(200)).text);
    expect(html).toContain('href="/admin/firm"');
    expect(html).toContain("These are sample values: replace them with the firm's own.");
    expect(html).toContain("Never changed here");
    for (const legend of ["Firm", "Regulation and disclosures", "Contact", "Bramhall office"]) {
      expect(html).toContain(`>${legend}</legend>`);
    }
    expect(html).toContain('value="Northway Professional Indemnity Ltd"');
    expect(html).toContain('name="version" value="0"');
  });

  test("invalid input is a 400 with each field's message, everything typed kept, nothing saved", async () => {
    const before = await storedVersion();
    const res = await postAs(
      t.app,
      admin,
      "/admin/firm",
      await formWith({
        name: "",
        email: "enquiries-at-example",
        sraNumber: "12",
        "bramhall-postcode": "NOT A POSTCODE",
        insurer: "Harbour Mutual Insurance Ltd",
      }),
    ).expect(400);
    const html = decodeEntities(res.text);
    expect(html).toContain("There is a problem");
    expect(html).toContain("Enter the firm's name");
    expect(html).toContain("Enter an e-mail address, like enquiries@example.com");
    expect(html).toContain("Enter the SRA number: 5 to 7 digits, like 558160");
    expect(html).toContain("Enter a UK postcode, like SK7 1QZ");
    // The summary links to each field.
    expect(html).toContain('href="#firm-bramhall-postcode"');
    // What was typed stays, the mistakes and the good input alike.
    expect(html).toContain('value="Harbour Mutual Insurance Ltd"');
    expect(html).toContain('value="enquiries-at-example"');
    expect(html).toContain('value="NOT A POSTCODE"');
    expect(await storedVersion()).toBe(before);
  });

  test("an LLP without its Companies House number is refused", async () => {
    const res = await postAs(
      t.app,
      admin,
      "/admin/firm",
      await formWith({ legalForm: "llp", registeredNumber: "" }),
    ).expect(400);
    expect(decodeEntities(res.text)).toContain(
      "Enter the Companies House number: an LLP or a company has one",
    );
  });

  test("Preview shows the footer from what was typed, and saves nothing", async () => {
    const before = await storedVersion();
    const res = await postAs(
      t.app,
      admin,
      "/admin/firm",
      await formWith({ phone: "0161 496 0456", insurer: "Preview Mutual Ltd" }, "preview"),
    ).expect(200);
    const html = decodeEntities(res.text);
    expect(html).toContain("Preview: the footer with these details");
    expect(html).toContain("Phone: 0161 496 0456");
    expect(html).toContain("Professional indemnity insurance: Preview Mutual Ltd");
    expect(await storedVersion()).toBe(before);
    expect(await page("/about")).not.toContain("Preview Mutual Ltd");
  });

  test("a saved phone number and insurer show at once on every page, in the JSON-LD and in a booking confirmation", async () => {
    // Render (and keep) the pages first: /about is kept for the release, / is shared.
    for (const path of ["/about", "/", "/contact", "/legal/terms"]) {
      expect(await page(path)).toContain("0161 496 0000");
    }
    const res = await postAs(
      t.app,
      admin,
      "/admin/firm",
      await formWith({
        phone: "0161  496 0123",
        insurer: "Harbour Mutual Insurance Ltd",
        insuranceCoverage: "the United Kingdom",
      }),
    ).expect(302);
    expect(res.headers.location).toBe("/admin/firm");
    // The next view of the screen says it was saved.
    const notice = String(res.headers["set-cookie"]);
    expect(decodeURIComponent(notice)).toContain(
      "Saved: every page and e-mail now shows these details",
    );

    for (const path of ["/about", "/", "/contact", "/legal/terms"]) {
      const html = await page(path);
      expect(html, path).toContain('href="tel:+441614960123"');
      expect(html, path).toContain("0161 496 0123");
      expect(html, path).not.toContain("0161 496 0000");
      expect(html, path).toContain(
        "Professional indemnity insurance: Harbour Mutual Insurance Ltd, covering work in the United Kingdom.",
      );
    }
    // Prose keeps a number on one line (non-breaking spaces).
    expect(await page("/legal/terms")).toContain("Phone:</strong> 0161\u00a0496\u00a00123");
    expect(await page("/about/more")).toContain(
      "Our insurer is <strong>Harbour Mutual Insurance Ltd</strong>",
    );
    expect(jsonLd(await page("/"))).toContain('"telephone":"0161 496 0123"');

    const mail = await bookAndReadConfirmation();
    expect(mail).toContain("0161 496 0123");
    expect(mail).toContain("Harbour Mutual Insurance Ltd");
    expect(mail).not.toContain("0161 496 0000");

    // Audited with before and after; the screen says who saved it and that it is no sample.
    const [entry] = (await db().select().from(auditLog)).filter(
      (e) => e.action === "firm.details-change",
    );
    expect(entry?.details).toMatchObject({
      before: { phone: "0161 496 0000" },
      after: { phone: "0161 496 0123", insurer: "Harbour Mutual Insurance Ltd", sample: false },
    });
    const screen = decodeEntities((await getAs(t.app, admin, "/admin/firm").expect(200)).text);
    expect(screen).toContain("Last changed by Test admin");
    expect(screen).not.toContain("These are sample values");
  });

  test("a VAT number left empty is left off the pages and the JSON-LD, never made up", async () => {
    const before = await page("/");
    expect(before).toContain("VAT number GB 000 0000 00.");
    expect(jsonLd(before)).toContain('"vatID":"GB 000 0000 00"');
    expect(jsonLd(before)).toMatch(/"legalName":"Carrow (&|\\u0026) Hale Solicitors LLP"/);
    await postAs(t.app, admin, "/admin/firm", await formWith({ vatNumber: "" })).expect(302);
    for (const path of ["/", "/about", "/legal/terms"]) {
      const html = await page(path);
      expect(html, path).not.toContain("VAT number");
      expect(html, path).not.toContain("vatID");
    }
  });

  test("a save from a page opened before another admin's save is a conflict and writes nothing", async () => {
    const version = await storedVersion();
    const stale = { ...(await formWith({ phone: "0161 496 0777" })), version: String(version - 1) };
    const res = await postAs(t.app, admin, "/admin/firm", stale).expect(409);
    const html = decodeEntities(res.text);
    expect(html).toContain("Another administrator saved the firm's details");
    expect(html).toContain('value="0161 496 0777"');
    expect(await storedVersion()).toBe(version);
    expect(await page("/")).not.toContain("0161 496 0777");
  });

  test("an article that writes {phone} shows the number the firm last saved", async () => {
    const [article] = await db()
      .select({ id: articles.id, slug: articles.slug })
      .from(articles)
      .where(eq(articles.status, "published"))
      .limit(1);
    if (!article) throw new Error("no published article");
    await db()
      .update(articles)
      .set({ body: "Ring us on {phone} or write to {email}." })
      .where(eq(articles.id, article.id));
    await postAs(t.app, admin, "/admin/firm", await formWith({ phone: "0161 496 0321" })).expect(
      302,
    );
    const html = await page(`/insights/${article.slug}`);
    expect(html).toContain("Ring us on 0161\u00a0496\u00a00321 or write to");
    expect(html).toContain('href="mailto:enquiries@example.com"');
    expect(html).not.toContain("{phone}");
  });

  test("a saved number reaches the article bodies stored when they were saved", async () => {
    const [article] = await db()
      .select({ id: articles.id, slug: articles.slug })
      .from(articles)
      .where(eq(articles.status, "published"))
      .limit(1);
    if (!article) throw new Error("no published article");
    const body = "Call {phone} to ask.";
    const facts = await t.app.firm.facts();
    await db()
      .update(articles)
      .set({ body, ...renderArticleBody(body, facts) })
      .where(eq(articles.id, article.id));
    await postAs(t.app, admin, "/admin/firm", await formWith({ phone: "0161 496 0654" })).expect(
      302,
    );
    // The change is heard on the database's channel, which starts the refresh on its own.
    const storedBody = async () =>
      (await db().select().from(articles).where(eq(articles.id, article.id)))[0]?.bodyHtml ?? "";
    await waitFor("the article's stored body to carry the new number", async () =>
      (await storedBody()).includes("0654"),
    );
    expect(await storedBody()).toContain("Call 0161\u00a0496\u00a00654 to ask.");
    expect(await page(`/insights/${article.slug}`)).toContain(
      "Call 0161\u00a0496\u00a00654 to ask.",
    );
  });
});
