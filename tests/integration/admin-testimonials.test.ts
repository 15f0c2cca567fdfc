import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { todayInLondon } from "~/shared/time/london-clock";
import { auditLog, testimonials } from "../../server/db/schema";
import { signedInAs } from "./support/accounts";
import { decodeEntities, getAs, postAs } from "./support/admin-forms";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let staff: { cookie: string; id: string };
let admin: { cookie: string; id: string };
let client: { cookie: string; id: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await signedInAs(t, "staff");
  admin = await signedInAs(t, "admin");
  client = await signedInAs(t, "client");
});
afterAll(() => t.close());

const db = () => t.database.handle.db;

const DAY_MS = 86_400_000;
const dayFromNow = (days: number) =>
  todayInLondon(new Date(t.clock.now().getTime() + days * DAY_MS));

const fields = (overrides: Record<string, string> = {}) => ({
  intent: "save",
  quote: "They explained every step of our purchase and kept us calm when the chain wobbled.",
  displayName: "Mrs P., Cheadle",
  matterType: "Buying a first home",
  practiceArea: "conveyancing",
  givenOn: "2026-10-06",
  consentOn: "2026-10-08",
  consentMethod: "email",
  consentEvidence: "CH/2026/0412, consent e-mail of 8 October",
  notRewarded: "yes",
  ...overrides,
});

async function testimonialFrom(displayName: string) {
  const [row] = await db()
    .select()
    .from(testimonials)
    .where(eq(testimonials.displayName, displayName));
  if (!row) throw new Error(`no testimonial from ${displayName}`);
  return row;
}

const auditActions = async (id: string) =>
  (await db().select().from(auditLog).where(eq(auditLog.entityId, id))).map((e) => e.action);

/** A page as a visitor gets it: the kept copy when there is one. */
const visitorPage = async (path: string) =>
  decodeEntities((await request(t.app).get(path).expect(200)).text);

const add = (overrides: Record<string, string> = {}) =>
  postAs(t.app, staff.cookie, "/admin/testimonials/new", fields(overrides));

const missing = "00000000-0000-4000-8000-000000000001";

describe("nothing is invented", () => {
  test("a new site has no testimonials: the list says so and no public page shows any", async () => {
    expect(await db().select().from(testimonials)).toEqual([]);
    const list = decodeEntities((await getAs(t.app, staff.cookie, "/admin/testimonials")).text);
    expect(list).toContain("No testimonials yet, so the website shows none.");
    for (const path of ["/", "/services/conveyancing", "/services/family-law"]) {
      const html = await visitorPage(path);
      expect(html, path).not.toContain('id="testimonials-heading"');
      expect(html, path).not.toContain("We do not pay or reward anyone");
    }
  });
});

describe("who may use the screens", () => {
  const addresses = ["/admin/testimonials", "/admin/testimonials/new"];

  test.each(addresses)(
    "a visitor who opens %s is sent to sign in and brought back",
    async (path) => {
      const res = await request(t.app).get(path).expect(302);
      expect(res.headers.location).toBe(`/auth?next=${encodeURIComponent(path)}`);
    },
  );

  test("a signed-out post stores nothing", async () => {
    const res = await request(t.app)
      .post("/admin/testimonials/new")
      .set("Host", "localhost:3000")
      .set("Origin", "http://localhost:3000")
      .type("form")
      .send(fields());
    expect(res.status).toBe(302);
    expect(res.headers.location).toMatch(/^\/auth\?next=/);
    expect(await db().select().from(testimonials)).toEqual([]);
  });

  test.each(addresses)("a client who opens %s gets 403", async (path) => {
    await getAs(t.app, client.cookie, path).expect(403);
  });

  test("a client's post is refused with 403 and stores nothing", async () => {
    await postAs(t.app, client.cookie, "/admin/testimonials/new", fields()).expect(403);
    expect(await db().select().from(testimonials)).toEqual([]);
  });

  test("staff and admins both see it, and it is in the admin navigation", async () => {
    for (const cookie of [staff.cookie, admin.cookie]) {
      const html = (await getAs(t.app, cookie, "/admin/testimonials").expect(200)).text;
      expect(html).toContain("<h1");
      expect(html).toMatch(/<nav aria-label="Admin sections">[\s\S]*href="\/admin\/testimonials"/);
    }
  });
});

describe("adding", () => {
  test("stored as typed, recorded by the signed-in person whatever the form says; audited", async () => {
    const res = await add({ recordedBy: admin.id, withdrawnAt: "2026-10-09T10:00:00Z" });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/admin/testimonials");
    const row = await testimonialFrom("Mrs P., Cheadle");
    expect(row).toMatchObject({
      quote: fields().quote,
      matterType: "Buying a first home",
      practiceArea: "conveyancing",
      givenOn: "2026-10-06",
      consentOn: "2026-10-08",
      consentMethod: "email",
      consentEvidence: "CH/2026/0412, consent e-mail of 8 October",
      recordedBy: staff.id,
      withdrawnAt: null,
      version: 1,
    });
    expect(await auditActions(row.id)).toEqual(["testimonial.create"]);
    const list = decodeEntities((await getAs(t.app, admin.cookie, "/admin/testimonials")).text);
    expect(list).toContain("Mrs P., Cheadle");
    expect(list).toContain("Shown on the Conveyancing pages and the home page");
    expect(list).toContain("consent 8 October 2026, by e-mail, kept at CH/2026/0412");
    expect(list).toContain("Recorded by Test staff");
  });

  test("the add form starts both dates at today, by the app's clock", async () => {
    const html = (await getAs(t.app, staff.cookie, "/admin/testimonials/new").expect(200)).text;
    expect(html.match(new RegExp(`value="${dayFromNow(0)}"`, "g"))).toHaveLength(2);
  });

  test("bad input: 400, a message by each field and in the summary, everything typed kept", async () => {
    const before = await db().select().from(testimonials);
    const res = await add({
      quote: "",
      displayName: "A client who wrote a very long name ".repeat(3),
      matterType: "Selling a flat",
      practiceArea: "immigration",
      givenOn: "2026-02-30",
      consentOn: dayFromNow(1),
      consentMethod: "phone",
      consentEvidence: "",
      notRewarded: "",
    });
    expect(res.status).toBe(400);
    const html = decodeEntities(res.text);
    expect(html).toContain("There is a problem");
    expect(html).toContain('href="#testimonial-quote"');
    expect(html).toContain("Enter the client's words");
    expect(html).toContain("The name must be 80 characters or fewer");
    expect(html).toContain("Choose a practice area from the list, or the home page only");
    expect(html).toContain("Enter a real date, like 2026-11-03");
    expect(html).toContain("The consent date can't be in the future");
    expect(html).toContain("Choose how the client gave consent");
    expect(html).toContain("Enter where the consent is kept, like the file reference");
    expect(html).toContain("Confirm the client was not paid or rewarded for their words");
    expect(html).toContain('value="Selling a flat"');
    expect(html).toContain('value="2026-02-30"');
    expect(html).toContain("A client who wrote a very long name");
    expect(await db().select().from(testimonials)).toHaveLength(before.length);
  });

  test("words over the database's limit are refused with the limit named", async () => {
    const res = await add({ displayName: "Too long", quote: "x".repeat(1201) });
    expect(res.status).toBe(400);
    expect(decodeEntities(res.text)).toContain("The words must be 1,200 characters or fewer");
    expect(
      await db().select().from(testimonials).where(eq(testimonials.displayName, "Too long")),
    ).toEqual([]);
  });

  test("a date the app's clock reaches is accepted: the clock decides, not the machine's", async () => {
    const tomorrow = dayFromNow(1);
    const refused = await add({ displayName: "Mr D.", givenOn: tomorrow, consentOn: tomorrow });
    expect(refused.status).toBe(400);
    expect(decodeEntities(refused.text)).toContain(
      "The date the client gave their words can't be in the future",
    );
    t.clock.advance(2 * 24 * 60 * 60);
    const accepted = await add({
      displayName: "Mr D.",
      givenOn: tomorrow,
      consentOn: tomorrow,
      practiceArea: "",
      matterType: "Making a will",
    });
    expect(accepted.status).toBe(302);
    expect((await testimonialFrom("Mr D.")).practiceArea).toBeNull();
  });
});

describe("on the public pages", () => {
  test("its practice area's pages and the home page show it, as a quotation, with how it was collected", async () => {
    for (const path of ["/services/conveyancing", "/"]) {
      const html = await visitorPage(path);
      expect(html, path).toContain('id="testimonials-heading"');
      expect(html, path).toMatch(
        /<figure[^>]*>[\s\S]*?<blockquote[^>]*>[\s\S]*?kept us calm when the chain wobbled\.[\s\S]*?<\/blockquote>[\s\S]*?<figcaption[^>]*>[\s\S]*?Mrs P\., Cheadle[\s\S]*?Buying a first home, October 2026/,
      );
      expect(html, path).toContain(
        "Shared by clients, with their permission, in their own words. We do not pay or reward anyone for a testimonial.",
      );
      // Never review markup: self-serving reviews in structured data can draw a penalty.
      expect(html, path).not.toMatch(/"@type":\s*"(Review|AggregateRating)"|itemprop="review/);
    }
    // The consent record is staff's, never the public's.
    expect(await visitorPage("/services/conveyancing")).not.toContain("CH/2026/0412");
  });

  test("another practice area's page does not show it; the home-page-only one shows on the home page alone", async () => {
    const family = await visitorPage("/services/family-law");
    expect(family).not.toContain('id="testimonials-heading"');
    expect(family).not.toContain("Mrs P., Cheadle");
    expect(await visitorPage("/services/conveyancing")).not.toContain("Mr D.");
    expect(await visitorPage("/")).toContain("Mr D.");
  });

  test("the home page shows the newest three", async () => {
    for (const [i, name] of ["Client A", "Client B", "Client C"].entries()) {
      await add({
        displayName: name,
        practiceArea: "family-law",
        givenOn: `2026-10-1${i + 2}`,
        consentOn: `2026-10-1${i + 2}`,
      }).expect(302);
    }
    const home = await visitorPage("/");
    expect(home).toContain("Client C");
    expect(home).toContain("Client B");
    expect(home).toContain("Mr D.");
    expect(home).not.toContain("Client A");
    expect(home).not.toContain("Mrs P., Cheadle");
    const family = await visitorPage("/services/family-law");
    expect(family.indexOf("Client C")).toBeLessThan(family.indexOf("Client B"));
    expect(family).toContain("Client A");
  });
});

describe("editing", () => {
  test("saves the change, shown at once; a stale or versionless save gets 409 and changes nothing", async () => {
    const row = await testimonialFrom("Mrs P., Cheadle");
    const edit = await getAs(t.app, staff.cookie, `/admin/testimonials/${row.id}`).expect(200);
    expect(decodeEntities(edit.text)).toContain("kept us calm when the chain wobbled.");
    expect(edit.text).not.toContain("notRewarded");
    const save = (overrides: Record<string, string>) =>
      postAs(t.app, admin.cookie, `/admin/testimonials/${row.id}`, {
        ...fields(overrides),
        version: String(row.version),
      });
    const first = await save({ matterType: "Buying a first flat", notRewarded: "" });
    expect(first.status).toBe(302);
    const stored = await testimonialFrom("Mrs P., Cheadle");
    expect(stored).toMatchObject({
      matterType: "Buying a first flat",
      version: row.version + 1,
      recordedBy: staff.id,
    });
    expect(await visitorPage("/services/conveyancing")).toContain("Buying a first flat");

    const stale = await save({ matterType: "A stale edit" });
    expect(stale.status).toBe(409);
    expect(decodeEntities(stale.text)).toContain(
      "Someone else saved this testimonial since you opened the page",
    );
    expect(decodeEntities(stale.text)).toContain('value="A stale edit"');
    // No version at all (a tampered form) is treated as stale, never as "overwrite".
    await postAs(t.app, staff.cookie, `/admin/testimonials/${row.id}`, fields()).expect(409);
    expect((await testimonialFrom("Mrs P., Cheadle")).matterType).toBe("Buying a first flat");
    expect(await auditActions(row.id)).toEqual(["testimonial.create", "testimonial.update"]);
  });

  test("bad input on an edit: 400 with the messages, nothing changed", async () => {
    const row = await testimonialFrom("Mrs P., Cheadle");
    const res = await postAs(t.app, staff.cookie, `/admin/testimonials/${row.id}`, {
      ...fields({ consentOn: "2026-10-01" }),
      version: String(row.version),
    });
    expect(res.status).toBe(400);
    expect(decodeEntities(res.text)).toContain(
      "The consent date can't be before the date the client gave their words",
    );
    expect((await testimonialFrom("Mrs P., Cheadle")).version).toBe(row.version);
  });
});

describe("tampered addresses", () => {
  test.each([
    `/admin/testimonials/${missing}`,
    `/admin/testimonials/${missing}/withdraw`,
    `/admin/testimonials/${missing}/delete`,
    "/admin/testimonials/not-an-id",
    "/admin/testimonials/not-an-id/withdraw",
  ])("GET %s is a 404", async (path) => {
    await getAs(t.app, staff.cookie, path).expect(404);
  });

  test.each([
    `/admin/testimonials/${missing}`,
    `/admin/testimonials/${missing}/withdraw`,
    `/admin/testimonials/${missing}/delete`,
    "/admin/testimonials/not-an-id/delete",
  ])("POST %s is a 404 and changes nothing", async (path) => {
    const before = await db().select().from(testimonials);
    await postAs(t.app, staff.cookie, path, { ...fields(), version: "1" }).expect(404);
    expect(await db().select().from(testimonials)).toEqual(before);
  });

  test("a client cannot withdraw or delete one", async () => {
    const row = await testimonialFrom("Client A");
    await postAs(t.app, client.cookie, `/admin/testimonials/${row.id}/withdraw`, {}).expect(403);
    await postAs(t.app, client.cookie, `/admin/testimonials/${row.id}/delete`, {}).expect(403);
    expect(await testimonialFrom("Client A")).toEqual(row);
  });
});

describe("withdrawing consent", () => {
  test("asks first; then the words leave a kept public page on the very next request", async () => {
    const row = await testimonialFrom("Mrs P., Cheadle");
    const path = `/admin/testimonials/${row.id}/withdraw`;
    const page = decodeEntities((await getAs(t.app, staff.cookie, path).expect(200)).text);
    expect(page).toContain("Has Mrs P., Cheadle withdrawn consent?");
    const form = page
      .match(/<form [^>]*>[\s\S]*?<\/form>/g)
      ?.find((f) => f.includes("Yes, withdraw consent"));
    expect(form).toContain(`action="${path}" method="post"`);
    // Opening the page changes nothing.
    expect((await testimonialFrom("Mrs P., Cheadle")).withdrawnAt).toBeNull();

    // Visitors share one kept copy of the page (the same ETag)…
    const first = await request(t.app).get("/services/conveyancing").expect(200);
    const second = await request(t.app).get("/services/conveyancing").expect(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(decodeEntities(second.text)).toContain("Mrs P., Cheadle");

    const before = t.clock.now().getTime();
    const res = await postAs(t.app, staff.cookie, path, {}).expect(302);
    expect(res.headers.location).toBe("/admin/testimonials");
    const stored = await testimonialFrom("Mrs P., Cheadle");
    expect(stored.withdrawnAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(stored.version).toBe(row.version + 1);

    // …which the withdrawal drops: gone on the next request, with no waiting.
    const after = await request(t.app).get("/services/conveyancing").expect(200);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(decodeEntities(after.text)).not.toContain("Mrs P., Cheadle");
    expect(decodeEntities(after.text)).not.toContain("kept us calm");
    expect(await visitorPage("/")).not.toContain("Mrs P., Cheadle");
    expect(await auditActions(row.id)).toContain("testimonial.withdraw");
  });

  test("with none left for the area, the page shows no testimonials at all", async () => {
    const html = await visitorPage("/services/conveyancing");
    expect(html).not.toContain('id="testimonials-heading"');
    expect(html).not.toContain("We do not pay or reward anyone");
  });

  test("a withdrawn one is listed apart, cannot be edited, and a second withdrawal changes nothing", async () => {
    const row = await testimonialFrom("Mrs P., Cheadle");
    const list = decodeEntities((await getAs(t.app, staff.cookie, "/admin/testimonials")).text);
    expect(list).toContain("Consent withdrawn on");
    const edit = decodeEntities(
      (await getAs(t.app, staff.cookie, `/admin/testimonials/${row.id}`).expect(200)).text,
    );
    expect(edit).toContain("cannot be edited");
    expect(edit).not.toContain('name="quote"');

    const save = await postAs(t.app, staff.cookie, `/admin/testimonials/${row.id}`, {
      ...fields({ matterType: "Brought back" }),
      version: String(row.version),
    });
    expect(save.status).toBe(302);
    const again = await postAs(t.app, staff.cookie, `/admin/testimonials/${row.id}/withdraw`, {});
    expect(again.status).toBe(302);
    expect(await testimonialFrom("Mrs P., Cheadle")).toEqual(row);
    expect(await visitorPage("/")).not.toContain("Brought back");
  });
});

describe("deleting", () => {
  test("asks first, removes it from the site at once, audited; then the address is a 404", async () => {
    const row = await testimonialFrom("Mr D.");
    const path = `/admin/testimonials/${row.id}/delete`;
    const page = decodeEntities((await getAs(t.app, admin.cookie, path).expect(200)).text);
    expect(page).toContain("Delete the testimonial from Mr D.?");
    expect(await visitorPage("/")).toContain("Mr D.");
    await postAs(t.app, admin.cookie, path, {}).expect(302);
    expect(await visitorPage("/")).not.toContain("Mr D.");
    expect(await auditActions(row.id)).toEqual(["testimonial.create", "testimonial.delete"]);
    await getAs(t.app, admin.cookie, path).expect(404);
    await getAs(t.app, admin.cookie, `/admin/testimonials/${row.id}`).expect(404);
  });
});
