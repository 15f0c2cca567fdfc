import { and, count, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { articleSlugRedirects, articles, auditLog, teamMembers } from "../../server/db/schema";
import { signedInAs } from "./support/accounts";
import {
  decodeEntities,
  getAs,
  idFromLocation,
  postAs,
  postMultipart,
} from "./support/admin-forms";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signedInAs(t, "staff")).cookie;
});
afterAll(() => t.close());

const db = () => t.database.handle.db;

let counter = 0;
function articleFields(overrides: Record<string, string> = {}) {
  counter += 1;
  return {
    intent: "save",
    title: `Buying a leasehold flat, part ${counter}`,
    slug: "",
    summary: "What to ask before you buy a leasehold flat.",
    body: "## Ground rent\n\nAsk about **ground rent** and the [service charge](/services/conveyancing).",
    practiceArea: "conveyancing",
    authorId: "",
    coverAlt: "",
    seoTitle: "",
    seoDescription: "",
    ...overrides,
  };
}

async function createArticle(overrides: Record<string, string> = {}) {
  const res = await postMultipart(t.app, cookie, "/admin/insights/new", articleFields(overrides));
  expect(res.status, res.text.slice(0, 500)).toBe(302);
  const id = idFromLocation(res);
  const [row] = await db().select().from(articles).where(eq(articles.id, id));
  if (!row) throw new Error("article not stored");
  return row;
}

async function auditActions(entityId: string) {
  const rows = await db().select().from(auditLog).where(eq(auditLog.entityId, entityId));
  return rows.map((r) => r.action);
}

describe("the insights list and forms", () => {
  test("the list shows every article with its state, drafts and scheduled included", async () => {
    const draft = await createArticle({ title: "A draft nobody sees yet" });
    const res = await getAs(t.app, cookie, "/admin/insights").expect(200);
    const html = decodeEntities(res.text);
    expect(html).toContain("A draft nobody sees yet");
    expect(html).toContain("Draft");
    expect(html).toMatch(/Published \d+ \w+ \d{4}/);
    expect(html).toContain(`/admin/insights/${draft.id}`);
  });

  test("create: the slug is made from the title when left empty, saved as a draft, audited", async () => {
    const row = await createArticle({ title: "Zoë's guide: Wills & Probate" });
    expect(row.slug).toBe("zoes-guide-wills-and-probate");
    expect(row.status).toBe("draft");
    expect(row.version).toBe(1);
    expect(await auditActions(row.id)).toEqual(["article.create"]);
    // A draft is not public, in the list or at its address.
    await request(t.app).get(`/insights/${row.slug}`).expect(404);
    expect((await request(t.app).get("/insights")).text).not.toContain(row.title);
  });

  test("bad input: field messages and a summary, the input kept, nothing saved", async () => {
    const [before] = await db().select({ n: count() }).from(articles);
    const res = await postMultipart(
      t.app,
      cookie,
      "/admin/insights/new",
      articleFields({
        title: "Keep this title",
        summary: "",
        practiceArea: "astrology",
        slug: "Not A Slug!",
      }),
    );
    expect(res.status).toBe(400);
    const html = decodeEntities(res.text);
    expect(html).toContain("There is a problem");
    expect(html).toContain("Enter a summary");
    expect(html).toContain("Choose a practice area");
    expect(html).toContain("The address can only use lower-case letters");
    expect(html).toContain('value="Keep this title"');
    expect(html).toContain('href="#article-summary"');
    const [after] = await db().select({ n: count() }).from(articles);
    expect(after?.n).toBe(before?.n);
  });

  test("a slug already in use is a field message naming the article, not a server error", async () => {
    const [seeded] = await db().select().from(articles).limit(1);
    const res = await postMultipart(
      t.app,
      cookie,
      "/admin/insights/new",
      articleFields({ slug: seeded?.slug ?? "" }),
    );
    expect(res.status).toBe(400);
    expect(decodeEntities(res.text)).toContain(
      `That address is already used by “${seeded?.title}”`,
    );
  });

  test("an author must be a team member; the chosen one is stored", async () => {
    const [member] = await db().select().from(teamMembers).limit(1);
    const bad = await postMultipart(
      t.app,
      cookie,
      "/admin/insights/new",
      articleFields({ authorId: "00000000-0000-4000-8000-000000000009" }),
    );
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("Choose an author from the list");
    const row = await createArticle({ authorId: member?.id ?? "" });
    expect(row.authorId).toBe(member?.id);
  });

  test("an article by a hidden team member names them without linking to their missing page", async () => {
    const [member] = await db()
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.slug, "daniel-okafor"));
    const row = await createArticle({ authorId: member?.id ?? "" });
    await postAs(t.app, cookie, `/admin/insights/${row.id}`, {
      intent: "publish",
      version: "1",
    }).expect(302);
    await postAs(t.app, cookie, "/admin/team", { intent: "hide", id: member?.id ?? "" }).expect(
      302,
    );
    const page = (await request(t.app).get(`/insights/${row.slug}`).expect(200)).text;
    expect(page).toContain("Daniel Okafor");
    expect(page).not.toContain('href="/team/daniel-okafor"');
    await postAs(t.app, cookie, "/admin/team", { intent: "show", id: member?.id ?? "" }).expect(
      302,
    );
    expect((await request(t.app).get(`/insights/${row.slug}`)).text).toContain(
      'href="/team/daniel-okafor"',
    );
  });

  test("Preview shows the sanitised body and saves nothing (works without JavaScript)", async () => {
    const [before] = await db().select({ n: count() }).from(articles);
    const res = await postMultipart(
      t.app,
      cookie,
      "/admin/insights/new",
      articleFields({ intent: "preview", body: "Hello **bold** <script>alert(1)</script>" }),
    );
    expect(res.status).toBe(200);
    expect(res.text).toContain("<strong>bold</strong>");
    expect(res.text).not.toContain("<script>alert(1)");
    const [after] = await db().select({ n: count() }).from(articles);
    expect(after?.n).toBe(before?.n);
  });

  test("a saved draft can be previewed as readers will see it, before it is public", async () => {
    const row = await createArticle({
      title: "Preview me",
      body: "## Section\n\n<img src=x onerror=alert(1)> Text.",
    });
    const res = await getAs(t.app, cookie, `/admin/insights/${row.id}/preview`).expect(200);
    expect(res.text).toContain("Preview: this article is not on the website yet.");
    expect(res.text).toContain("<h2>Section</h2>");
    expect(res.text).not.toContain("onerror");
    await request(t.app).get(`/insights/${row.slug}`).expect(404);
  });

  test("the live preview endpoint answers the server-sanitised HTML", async () => {
    const res = await postAs(t.app, cookie, "/admin/markdown-preview", {
      markdown: '# Hi\n\n[x](javascript:alert(1)) <img src=x onerror="alert(1)">',
    });
    expect(res.status).toBe(200);
    const html = String(res.body.html ?? JSON.parse(res.text).html);
    expect(html).not.toMatch(/javascript:|onerror|<img|<script/);
    // Visitors cannot use it.
    const visitor = await request(t.app)
      .post("/admin/markdown-preview")
      .set("Origin", "http://localhost:3000")
      .set("Host", "localhost:3000")
      .type("form")
      .send({ markdown: "x" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.location).toMatch(/^\/auth/);
  });
});

describe("publishing", () => {
  test("publish now: the article appears on /insights and at its address; audited", async () => {
    const row = await createArticle({ title: "Published straight away" });
    const res = await postAs(t.app, cookie, `/admin/insights/${row.id}`, {
      intent: "publish",
      version: String(row.version),
    });
    expect(res.status).toBe(302);
    await request(t.app).get(`/insights/${row.slug}`).expect(200);
    expect((await request(t.app).get("/insights")).text).toContain("Published straight away");
    expect(await auditActions(row.id)).toContain("article.publish");
    const page = decodeEntities((await getAs(t.app, cookie, `/admin/insights/${row.id}`)).text);
    expect(page).toContain("Published on");
  });

  test("schedule: hidden until its time, then public (checked with the service's clock)", async () => {
    const row = await createArticle({ title: "Scheduled for the new year" });
    const res = await postAs(t.app, cookie, `/admin/insights/${row.id}`, {
      intent: "schedule",
      version: String(row.version),
      publishAt: "2099-01-01T09:00",
    });
    expect(res.status).toBe(302);
    const [stored] = await db().select().from(articles).where(eq(articles.id, row.id));
    expect(stored?.publishedAt?.toISOString()).toBe("2099-01-01T09:00:00.000Z");
    await request(t.app).get(`/insights/${row.slug}`).expect(404);
    const admin = decodeEntities((await getAs(t.app, cookie, "/admin/insights")).text);
    expect(admin).toContain("Scheduled for 1 January 2099 at 9:00 AM");
    expect(await auditActions(row.id)).toContain("article.schedule");

    const insights = t.database.handle.db && (await import("../../server/services/insights"));
    const service = insights.createInsightsService(db(), t.app.firm);
    const justBefore = new Date("2099-01-01T08:59:59Z");
    const atTheTime = new Date("2099-01-01T09:00:00Z");
    expect(await service.findPublishedBySlug(row.slug, justBefore)).toBeUndefined();
    expect((await service.findPublishedBySlug(row.slug, atTheTime))?.title).toBe(row.title);
    const list = await service.listPublished({ page: 1, now: atTheTime });
    expect(list.articles[0]?.slug).toBe(row.slug);
  });

  test("a schedule in the past or a malformed time is refused with a message", async () => {
    const row = await createArticle();
    const past = await postAs(t.app, cookie, `/admin/insights/${row.id}`, {
      intent: "schedule",
      version: String(row.version),
      publishAt: "2020-01-01T09:00",
    });
    expect(past.status).toBe(400);
    expect(past.text).toContain("The publication time must be in the future");
    const bad = await postAs(t.app, cookie, `/admin/insights/${row.id}`, {
      intent: "schedule",
      version: String(row.version),
      publishAt: "soon",
    });
    expect(bad.status).toBe(400);
    const [stored] = await db().select().from(articles).where(eq(articles.id, row.id));
    expect(stored?.status).toBe("draft");
  });

  test("unpublish: the article leaves the public site at once", async () => {
    const row = await createArticle();
    await postAs(t.app, cookie, `/admin/insights/${row.id}`, {
      intent: "publish",
      version: "1",
    }).expect(302);
    await request(t.app).get(`/insights/${row.slug}`).expect(200);
    await postAs(t.app, cookie, `/admin/insights/${row.id}`, {
      intent: "unpublish",
      version: "2",
    }).expect(302);
    await request(t.app).get(`/insights/${row.slug}`).expect(404);
    expect(await auditActions(row.id)).toContain("article.unpublish");
  });
});

describe("editing", () => {
  test("a published article's new address: the old one answers 301 to it", async () => {
    const row = await createArticle({ slug: "old-address-for-a-guide" });
    await postAs(t.app, cookie, `/admin/insights/${row.id}`, {
      intent: "publish",
      version: "1",
    }).expect(302);
    const res = await postMultipart(
      t.app,
      cookie,
      `/admin/insights/${row.id}`,
      articleFields({ title: row.title, slug: "new-address-for-a-guide", version: "2" }),
    );
    expect(res.status).toBe(302);
    const old = await request(t.app).get("/insights/old-address-for-a-guide");
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe("/insights/new-address-for-a-guide");
    await request(t.app).get("/insights/new-address-for-a-guide").expect(200);
    const redirects = await db()
      .select()
      .from(articleSlugRedirects)
      .where(eq(articleSlugRedirects.articleId, row.id));
    expect(redirects.map((r) => r.oldSlug)).toEqual(["old-address-for-a-guide"]);
    expect(await auditActions(row.id)).toContain("article.update");

    // Unpublished, the old address no longer leads anywhere.
    await postAs(t.app, cookie, `/admin/insights/${row.id}`, {
      intent: "unpublish",
      version: "3",
    }).expect(302);
    await request(t.app).get("/insights/old-address-for-a-guide").expect(404);
  });

  test("a draft's address change leaves no redirect", async () => {
    const row = await createArticle({ slug: "draft-address-one" });
    await postMultipart(
      t.app,
      cookie,
      `/admin/insights/${row.id}`,
      articleFields({ slug: "draft-address-two", version: "1" }),
    ).expect(302);
    const redirects = await db()
      .select()
      .from(articleSlugRedirects)
      .where(eq(articleSlugRedirects.articleId, row.id));
    expect(redirects).toEqual([]);
  });

  test("two people save the same version: the second gets 409 and overwrites nothing", async () => {
    const row = await createArticle({ title: "Original title" });
    const first = await postMultipart(
      t.app,
      cookie,
      `/admin/insights/${row.id}`,
      articleFields({ title: "First editor's title", slug: row.slug, version: "1" }),
    );
    expect(first.status).toBe(302);
    const second = await postMultipart(
      t.app,
      cookie,
      `/admin/insights/${row.id}`,
      articleFields({ title: "Second editor's title", slug: row.slug, version: "1" }),
    );
    expect(second.status).toBe(409);
    const html = decodeEntities(second.text);
    expect(html).toContain(
      "Someone else saved this article since you opened it. Reload to see their changes.",
    );
    // The second person's text is still in the form for them to copy.
    expect(html).toContain("Second editor's title");
    const [stored] = await db().select().from(articles).where(eq(articles.id, row.id));
    expect(stored?.title).toBe("First editor's title");
    expect(stored?.version).toBe(2);
    // Publishing from a stale page is refused the same way.
    const stale = await postAs(t.app, cookie, `/admin/insights/${row.id}`, {
      intent: "publish",
      version: "1",
    });
    expect(stale.status).toBe(409);
    const [still] = await db().select().from(articles).where(eq(articles.id, row.id));
    expect(still?.status).toBe("draft");
  });

  test("an unknown or malformed article id is a 404", async () => {
    await getAs(t.app, cookie, "/admin/insights/00000000-0000-4000-8000-000000000123").expect(404);
    await getAs(t.app, cookie, "/admin/insights/not-an-id").expect(404);
  });
});

describe("deleting", () => {
  test("a confirmation page first (no JavaScript needed), then the article is gone and audited", async () => {
    const row = await createArticle({ title: "To be deleted" });
    await postAs(t.app, cookie, `/admin/insights/${row.id}`, {
      intent: "publish",
      version: "1",
    }).expect(302);
    const confirm = await getAs(t.app, cookie, `/admin/insights/${row.id}/delete`).expect(200);
    expect(confirm.text).toContain("Yes, delete it");
    const res = await postAs(t.app, cookie, `/admin/insights/${row.id}/delete`, {});
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/admin/insights");
    const left = await db().select().from(articles).where(eq(articles.id, row.id));
    expect(left).toEqual([]);
    await request(t.app).get(`/insights/${row.slug}`).expect(404);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, row.id), eq(auditLog.action, "article.delete")));
    expect(entry?.summary).toBe('Deleted "To be deleted"');
  });
});
