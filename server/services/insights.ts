import { and, count, desc, eq, gt, lte, min } from "drizzle-orm";
import type { Database } from "../db/client";
import { articleSlugRedirects, articles, images, teamMembers } from "../db/schema";
import { currentArticleHtml } from "./content/article-html";
import type { FirmFactsSource } from "./firm-facts";
import { createKeptRows } from "./kept-rows";

const INSIGHTS_PAGE_SIZE = 6;
/** More than the firm will ever publish; a bound all the same. */
const MAX_KEPT_ARTICLES = 500;

const listColumns = {
  slug: articles.slug,
  title: articles.title,
  summary: articles.summary,
  practiceArea: articles.practiceArea,
  publishedAt: articles.publishedAt,
  updatedAt: articles.updatedAt,
  authorName: teamMembers.name,
  authorSlug: teamMembers.slug,
  coverId: images.id,
  coverWidth: images.width,
  coverHeight: images.height,
  coverAlt: articles.coverAlt,
};

/** An article's uploaded cover, with the size it was stored at so pages reserve its room. */
export interface ArticleCover {
  id: string;
  width: number;
  height: number;
  alt: string;
}

export interface ArticleSummary {
  slug: string;
  title: string;
  summary: string;
  practiceArea: string;
  publishedAt: Date;
  updatedAt: Date;
  authorName: string | null;
  authorSlug: string | null;
  cover: ArticleCover | null;
}

export interface Article extends ArticleSummary {
  /** Rendered and sanitised: stored when saved, or made now if the stored copy is out of date. */
  bodyHtml: string;
  seoTitle: string | null;
  seoDescription: string | null;
  authorRole: string | null;
  /** Whether the author's page is public (a hidden member's page is a 404). */
  authorVisible: boolean;
}

/** Public is published with a publication time already reached; scheduled ones wait. */
const isPublic = (now: Date) =>
  and(eq(articles.status, "published"), lte(articles.publishedAt, now));

/** Folds a row's cover columns into one `cover`, or null where the article has none. */
function withCover<
  Row extends {
    coverId: string | null;
    coverWidth: number | null;
    coverHeight: number | null;
    coverAlt: string | null;
  },
>(row: Row) {
  const { coverId, coverWidth, coverHeight, coverAlt, ...rest } = row;
  const cover: ArticleCover | null =
    coverId && coverWidth && coverHeight
      ? { id: coverId, width: coverWidth, height: coverHeight, alt: coverAlt ?? "" }
      : null;
  return { ...rest, cover };
}

export function createInsightsService(db: Database, firm: FirmFactsSource) {
  async function readPublishedArticle(slug: string, now: Date) {
    const [row] = await db
      .select({
        ...listColumns,
        body: articles.body,
        bodyHtml: articles.bodyHtml,
        bodyHtmlVersion: articles.bodyHtmlVersion,
        seoTitle: articles.seoTitle,
        seoDescription: articles.seoDescription,
        authorRole: teamMembers.role,
        authorHidden: teamMembers.hidden,
      })
      .from(articles)
      .leftJoin(teamMembers, eq(articles.authorId, teamMembers.id))
      .leftJoin(images, eq(articles.coverImageId, images.id))
      .where(and(eq(articles.slug, slug), isPublic(now)));
    return row;
  }
  const keptArticles = createKeptRows<
    NonNullable<Awaited<ReturnType<typeof readPublishedArticle>>>
  >({ maxEntries: MAX_KEPT_ARTICLES });

  return {
    /** When the next scheduled article goes public, if any is waiting. */
    async nextScheduledPublication(now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ at: min(articles.publishedAt) })
        .from(articles)
        .where(and(eq(articles.status, "published"), gt(articles.publishedAt, now)));
      return row?.at ?? null;
    },

    async listPublished(input: { page: number; now: Date; pageSize?: number }) {
      const pageSize = input.pageSize ?? INSIGHTS_PAGE_SIZE;
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(articles)
        .where(isPublic(input.now));
      const rows = await db
        .select(listColumns)
        .from(articles)
        .leftJoin(teamMembers, eq(articles.authorId, teamMembers.id))
        .leftJoin(images, eq(articles.coverImageId, images.id))
        .where(isPublic(input.now))
        .orderBy(desc(articles.publishedAt), desc(articles.createdAt))
        .limit(pageSize)
        .offset((input.page - 1) * pageSize);
      return {
        articles: rows.map(withCover) as ArticleSummary[],
        total,
        page: input.page,
        pageCount: Math.max(1, Math.ceil(total / pageSize)),
      };
    },

    /**
     * A public article by its address. Its row is read once and kept until articles, slug
     * redirects or the team change (forgetKept): one database read was about 40% of the CPU
     * of an article rendered per request (bench:http, ADR 036 item 8). A row found stays public
     * as time passes; one not found (scheduled, or never written) is read again next time.
     */
    async findPublishedBySlug(slug: string, now: Date): Promise<Article | undefined> {
      const row = await keptArticles.read(slug, () => readPublishedArticle(slug, now));
      if (!row) return undefined;
      const { authorHidden, body, bodyHtml, bodyHtmlVersion, ...article } = withCover(row);
      return {
        ...(article as Omit<Article, "authorVisible" | "bodyHtml">),
        // Made here, not kept: a change to the firm's facts can make the stored HTML out of date.
        bodyHtml: currentArticleHtml({ body, bodyHtml, bodyHtmlVersion }, await firm.facts()),
        authorVisible: authorHidden === false,
      };
    },

    /** Drops the kept articles: the database announced a change (this process's own before its COMMIT returns). */
    forgetKept(): void {
      keptArticles.forget();
    },

    /**
     * The current address of a public article that used to live at `oldSlug`, for a 301.
     * Nothing for drafts and scheduled articles: their old address stays a 404 until then.
     */
    async findRedirect(oldSlug: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .select({ slug: articles.slug })
        .from(articleSlugRedirects)
        .innerJoin(articles, eq(articleSlugRedirects.articleId, articles.id))
        .where(and(eq(articleSlugRedirects.oldSlug, oldSlug), isPublic(now)));
      return row?.slug;
    },

    /** Every public article's address and last change, for /sitemap.xml. */
    async listPublishedForSitemap(now: Date) {
      return db
        .select({ slug: articles.slug, title: articles.title, updatedAt: articles.updatedAt })
        .from(articles)
        .where(isPublic(now))
        .orderBy(desc(articles.publishedAt));
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
