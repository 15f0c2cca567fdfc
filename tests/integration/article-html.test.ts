import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { articles } from "../../server/db/schema";
import { signedInAs } from "./support/accounts";
import { idFromLocation, postAs, postMultipart } from "./support/admin-forms";
import { createTestApp, type TestApp } from "./support/test-app";

// Every view renders its page afresh here: what is measured is where the body comes from.
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ PAGE_CACHE_SECONDS: "0" });
  cookie = (await signedInAs(t, "staff")).cookie;
});
afterAll(() => t.close());

const db = () => t.database.handle.db;
const stored = async (id: string) => {
  const [row] = await db().select().from(articles).where(eq(articles.id, id));
  if (!row) throw new Error("article not stored");
  return row;
};

let counter = 0;
async function publishedArticle(body: string) {
  counter += 1;
  const created = await postMultipart(t.app, cookie, "/admin/insights/new", {
    intent: "save",
    title: `Rendered once, part ${counter}`,
    slug: "",
    summary: "An article for the stored body's tests.",
    body,
    practiceArea: "conveyancing",
    authorId: "",
    coverAlt: "",
    seoTitle: "",
    seoDescription: "",
  });
  expect(created.status, created.text.slice(0, 300)).toBe(302);
  const id = idFromLocation(created);
  await postAs(t.app, cookie, `/admin/insights/${id}`, {
    intent: "publish",
    version: String((await stored(id)).version),
  }).expect(302);
  return stored(id);
}

describe("an article's body is rendered when it is saved (ADR 036)", () => {
  test("the save stores the sanitised HTML, and a view serves it without rendering again", async () => {
    const row = await publishedArticle(
      "## Why now\n\nA will <script>alert(1)</script> made **today**.",
    );
    expect(row.bodyHtml).toContain("<h2>Why now</h2>");
    expect(row.bodyHtml).toContain("<strong>today</strong>");
    expect(row.bodyHtml).not.toContain("<script");
    expect(row.bodyHtmlVersion).toMatch(/^[\w-]{22}$/);
    // What the page shows is what was stored: changed behind the renderer's back, it shows.
    await db()
      .update(articles)
      .set({ bodyHtml: "<p>Served as stored.</p>" })
      .where(eq(articles.id, row.id));
    const page = await request(t.app).get(`/insights/${row.slug}`).expect(200);
    expect(page.text).toContain("<p>Served as stored.</p>");
    expect(page.text).not.toContain("Why now");
  });

  test("a body stored by another renderer is not served; the refresh makes it again, and only that", async () => {
    const row = await publishedArticle("## Old renderer\n\nWords.");
    await db()
      .update(articles)
      .set({ bodyHtml: "<p>From the old renderer.</p>", bodyHtmlVersion: "an-older-version" })
      .where(eq(articles.id, row.id));
    const page = await request(t.app).get(`/insights/${row.slug}`).expect(200);
    expect(page.text).toContain("<h2>Old renderer</h2>");
    expect(page.text).not.toContain("From the old renderer.");

    await t.app.refreshArticleHtml();
    const after = await stored(row.id);
    expect(after.bodyHtml).toContain("<h2>Old renderer</h2>");
    expect(after.bodyHtmlVersion).toBe(row.bodyHtmlVersion);
    // Not an edit: an editor open on the article can still save.
    expect(after.version).toBe(row.version);
    expect(after.updatedAt.getTime()).toBe(row.updatedAt.getTime());
  });
});
