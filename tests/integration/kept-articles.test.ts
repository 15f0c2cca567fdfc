import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { articles, teamMembers } from "../../server/db/schema";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * ADR 036 item 8: an article's row is read once and kept until the database announces a change
 * to public content. The page cache is off here, so every view below is rendered afresh and only
 * the kept row can make two views agree.
 */
describe("articles kept in memory until the content changes", () => {
  let t: TestApp;
  let slug: string;
  let original: { id: string; title: string; publishedAt: Date | null; authorId: string | null };

  beforeAll(async () => {
    t = await createTestApp({ PAGE_CACHE_SECONDS: "0" });
    const [row] = await t.database.handle.db
      .select({
        id: articles.id,
        slug: articles.slug,
        title: articles.title,
        publishedAt: articles.publishedAt,
        authorId: articles.authorId,
      })
      .from(articles)
      .where(eq(articles.status, "published"))
      .limit(1);
    if (!row) throw new Error("the seed has no published article");
    slug = row.slug;
    original = row;
  });
  afterAll(() => t.close());

  const view = () => request(t.app).get(`/insights/${slug}`);

  /** A change the database does not announce (its trigger off inside the transaction). */
  async function retitleQuietly(title: string) {
    await t.database.handle.db.transaction(async (tx) => {
      await tx.execute(sql`alter table articles disable trigger articles_public_content_changed`);
      await tx.update(articles).set({ title }).where(eq(articles.id, original.id));
      await tx.execute(sql`alter table articles enable trigger articles_public_content_changed`);
    });
  }

  async function restore() {
    await t.database.handle.db
      .update(articles)
      .set({ title: original.title, publishedAt: original.publishedAt })
      .where(eq(articles.id, original.id));
  }

  test("a view reads the kept row; an announced change shows on the very next view", async () => {
    const first = await view().expect(200);
    expect(first.text).toContain(original.title);
    await retitleQuietly("A title nobody announced");
    try {
      // Rendered again, from the row kept before the quiet change.
      const second = await view().expect(200);
      expect(second.text).toContain(original.title);
      expect(second.text).not.toContain("A title nobody announced");
      // This process hears its own change before the update returns: no waiting.
      await t.database.handle.db
        .update(articles)
        .set({ title: "A title everyone was told of" })
        .where(eq(articles.id, original.id));
      expect((await view().expect(200)).text).toContain("A title everyone was told of");
    } finally {
      await restore();
    }
    expect((await view().expect(200)).text).toContain(original.title);
  });

  test("a change to the author drops the kept article too", async () => {
    if (!original.authorId) throw new Error("the seeded article has no author");
    const [author] = await t.database.handle.db
      .select({ name: teamMembers.name })
      .from(teamMembers)
      .where(eq(teamMembers.id, original.authorId));
    if (!author) throw new Error("the article's author is missing");
    expect((await view().expect(200)).text).toContain(author.name);
    await t.database.handle.db
      .update(teamMembers)
      .set({ name: "Renamed Author" })
      .where(eq(teamMembers.id, original.authorId));
    try {
      expect((await view().expect(200)).text).toContain("Renamed Author");
    } finally {
      await t.database.handle.db
        .update(teamMembers)
        .set({ name: author.name })
        .where(eq(teamMembers.id, original.authorId));
    }
  });

  test("an article not yet public is looked for again, and appears when its time comes", async () => {
    const inAnHour = new Date(t.clock.now().getTime() + 60 * 60 * 1000);
    await t.database.handle.db
      .update(articles)
      .set({ publishedAt: inAnHour })
      .where(eq(articles.id, original.id));
    try {
      await view().expect(404);
      t.clock.advance(2 * 60 * 60);
      const published = await view().expect(200);
      expect(published.text).toContain(original.title);
    } finally {
      await restore();
    }
  });

  test("another server on the same database drops its kept article when this one changes it", async () => {
    const other = await createTestApp({ PAGE_CACHE_SECONDS: "0" }, t.database);
    try {
      const otherView = () => request(other.app).get(`/insights/${slug}`);
      expect((await otherView().expect(200)).text).toContain(original.title);
      await t.database.handle.db
        .update(articles)
        .set({ title: "Changed by the first server" })
        .where(eq(articles.id, original.id));
      await expect
        .poll(async () => (await otherView()).text)
        .toContain("Changed by the first server");
    } finally {
      await restore();
      // The database is this file's; only the second server's watchers stop here.
      other.app.changeWatch.stop();
    }
  });
});
