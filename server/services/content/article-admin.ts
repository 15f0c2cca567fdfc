import { and, desc, eq, isNull, ne, or, sql } from "drizzle-orm";
import { articleState } from "~/shared/article-state";
import type { Database, Transaction } from "../../db/client";
import { articleSlugRedirects, articles, images, teamMembers } from "../../db/schema";
import { type Actor, recordAudit } from "../admin/audit-log";
import type { FirmFactsSource } from "../firm-facts";
import { deleteImage } from "../images/image-store";
import { renderArticleBody } from "./article-html";
import {
  type ImageChange,
  imageAfter,
  type SaveRefused,
  saveWithSlug,
  updateVersioned,
} from "./staff-edits";

export interface ArticleInput {
  title: string;
  slug: string;
  summary: string;
  body: string;
  practiceArea: string;
  authorId: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  coverAlt: string | null;
}

export type CoverChange = ImageChange;

type SaveResult =
  | { kind: "saved"; id: string; slug: string; title: string }
  | SaveRefused
  | { kind: "not-found" };

type ChangeResult = { kind: "done"; title: string } | { kind: "stale" } | { kind: "not-found" };

/**
 * Staff's side of articles: every change is one transaction with its audit entry, and edits
 * carry the version the editor loaded, so a second person's save is refused, never merged.
 */
export function createArticleAdminService(db: Database, firm: FirmFactsSource) {
  /** The body rendered once, here, so that no view pays for it (ADR 036). */
  const rendered = async (input: ArticleInput) => renderArticleBody(input.body, await firm.facts());

  /** Runs a save: a clash of slugs names the article that has it; a stale version is refused. */
  const saving = (slug: string, work: () => Promise<SaveResult>) =>
    saveWithSlug(work, async () => {
      const [row] = await db
        .select({ title: articles.title })
        .from(articles)
        .where(eq(articles.slug, slug));
      return row?.title ?? "another article";
    });

  /** A slug taken by an article now stops redirecting anywhere else. */
  async function claimSlug(tx: Transaction, slug: string) {
    await tx.delete(articleSlugRedirects).where(eq(articleSlugRedirects.oldSlug, slug));
  }

  return {
    async list(now: Date) {
      const rows = await db
        .select({
          id: articles.id,
          title: articles.title,
          slug: articles.slug,
          status: articles.status,
          publishedAt: articles.publishedAt,
          updatedAt: articles.updatedAt,
          practiceArea: articles.practiceArea,
          authorName: teamMembers.name,
        })
        .from(articles)
        .leftJoin(teamMembers, eq(articles.authorId, teamMembers.id))
        .orderBy(desc(articles.updatedAt));
      return rows.map((row) => ({ ...row, state: articleState(row, now) }));
    },

    async get(id: string) {
      const [row] = await db
        .select({
          article: articles,
          cover: { id: images.id, width: images.width, height: images.height },
        })
        .from(articles)
        .leftJoin(images, eq(articles.coverImageId, images.id))
        .where(eq(articles.id, id));
      return row ? { ...row.article, cover: row.cover?.id ? row.cover : null } : undefined;
    },

    async create(actor: Actor, input: ArticleInput, cover: CoverChange): Promise<SaveResult> {
      const html = await rendered(input);
      return saving(input.slug, () =>
        db.transaction(async (tx) => {
          const coverImageId = await imageAfter(tx, actor, cover, null);
          await claimSlug(tx, input.slug);
          const [row] = await tx
            .insert(articles)
            .values({
              ...input,
              ...html,
              coverImageId,
              coverAlt: coverImageId ? input.coverAlt : null,
            })
            .returning({ id: articles.id });
          if (!row) throw new Error("article insert returned no row");
          await recordAudit(tx, actor, {
            action: "article.create",
            entityType: "article",
            entityId: row.id,
            summary: `Created draft "${input.title}"`,
            details: { slug: input.slug },
          });
          return { kind: "saved", id: row.id, slug: input.slug, title: input.title };
        }),
      );
    },

    async update(
      actor: Actor,
      id: string,
      version: number,
      input: ArticleInput,
      cover: CoverChange,
    ): Promise<SaveResult> {
      const current = await this.get(id);
      if (!current) return { kind: "not-found" };
      const html = await rendered(input);
      return saving(input.slug, () =>
        db.transaction(async (tx): Promise<SaveResult> => {
          const coverImageId = await imageAfter(tx, actor, cover, current.coverImageId);
          // A stale version rolls back the new cover too; the route asks the person to reload.
          await updateVersioned(
            tx,
            articles,
            { id, version },
            { ...input, ...html, coverImageId, coverAlt: coverImageId ? input.coverAlt : null },
          );
          if (cover.kind !== "keep" && current.coverImageId) {
            await deleteImage(tx, current.coverImageId);
          }
          const slugChanged = current.slug !== input.slug;
          if (slugChanged) {
            await claimSlug(tx, input.slug);
            // Readers and search engines may know the old address of a published article.
            if (current.status === "published") {
              await tx
                .insert(articleSlugRedirects)
                .values({ oldSlug: current.slug, articleId: id })
                .onConflictDoUpdate({
                  target: articleSlugRedirects.oldSlug,
                  set: { articleId: id, createdAt: new Date() },
                });
            }
          }
          await recordAudit(tx, actor, {
            action: "article.update",
            entityType: "article",
            entityId: id,
            summary: slugChanged
              ? `Edited "${input.title}" (address /insights/${current.slug} → /insights/${input.slug})`
              : `Edited "${input.title}"`,
            details: { version: version + 1, ...(slugChanged ? { oldSlug: current.slug } : {}) },
          });
          return { kind: "saved", id, slug: input.slug, title: input.title };
        }),
      );
    },

    /** Publish at `at`: now or earlier publishes at once; a later time schedules it. */
    async publish(
      actor: Actor,
      id: string,
      version: number,
      at: Date,
      now: Date,
    ): Promise<ChangeResult> {
      const scheduled = at > now;
      return change(actor, id, version, { status: "published", publishedAt: at }, (title) => ({
        action: scheduled ? "article.schedule" : "article.publish",
        summary: scheduled
          ? `Scheduled "${title}" for ${at.toISOString()}`
          : `Published "${title}"`,
        details: { publishedAt: at.toISOString() },
      }));
    },

    async unpublish(actor: Actor, id: string, version: number): Promise<ChangeResult> {
      return change(actor, id, version, { status: "draft", publishedAt: null }, (title) => ({
        action: "article.unpublish",
        summary: `Unpublished "${title}" (now a draft)`,
      }));
    },

    /**
     * Renders again every stored body whose version is not the current one: after a release
     * that changed the renderer, or a change to a firm fact articles can name. A body edited
     * meanwhile is left to its own save. Returns how many were made again.
     */
    async refreshStoredHtml(): Promise<number> {
      const facts = await firm.facts();
      const version = renderArticleBody("", facts).bodyHtmlVersion;
      const stale = await db
        .select({ id: articles.id, body: articles.body })
        .from(articles)
        .where(or(isNull(articles.bodyHtmlVersion), ne(articles.bodyHtmlVersion, version)));
      let refreshed = 0;
      for (const row of stale) {
        const done = await db
          .update(articles)
          // Not an edit: version and updatedAt stay, so nobody's open editor goes stale.
          .set(renderArticleBody(row.body, facts))
          .where(and(eq(articles.id, row.id), eq(articles.body, row.body)))
          .returning({ id: articles.id });
        refreshed += done.length;
      }
      return refreshed;
    },

    async remove(actor: Actor, id: string): Promise<ChangeResult> {
      return db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(articles)
          .where(eq(articles.id, id))
          .returning({ title: articles.title, slug: articles.slug, cover: articles.coverImageId });
        if (!gone) return { kind: "not-found" } as const;
        await deleteImage(tx, gone.cover);
        await recordAudit(tx, actor, {
          action: "article.delete",
          entityType: "article",
          entityId: id,
          summary: `Deleted "${gone.title}"`,
          details: { slug: gone.slug },
        });
        return { kind: "done", title: gone.title } as const;
      });
    },
  };

  async function change(
    actor: Actor,
    id: string,
    version: number,
    values: { status: "draft" | "published"; publishedAt: Date | null },
    audit: (title: string) => {
      action: string;
      summary: string;
      details?: Record<string, unknown>;
    },
  ): Promise<ChangeResult> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(articles)
        .set({ ...values, version: sql`${articles.version} + 1`, updatedAt: new Date() })
        .where(and(eq(articles.id, id), eq(articles.version, version)))
        .returning({ title: articles.title });
      if (!row) {
        const [exists] = await tx
          .select({ id: articles.id })
          .from(articles)
          .where(eq(articles.id, id));
        return exists ? ({ kind: "stale" } as const) : ({ kind: "not-found" } as const);
      }
      await recordAudit(tx, actor, { entityType: "article", entityId: id, ...audit(row.title) });
      return { kind: "done", title: row.title } as const;
    });
  }
}

export type ArticleAdminService = ReturnType<typeof createArticleAdminService>;
