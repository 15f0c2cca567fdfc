import { and, count, desc, eq, lte } from "drizzle-orm";
import type { Database } from "../db/client";
import { articles, teamMembers } from "../db/schema";

export const INSIGHTS_PAGE_SIZE = 6;

const listColumns = {
  slug: articles.slug,
  title: articles.title,
  summary: articles.summary,
  practiceArea: articles.practiceArea,
  publishedAt: articles.publishedAt,
  updatedAt: articles.updatedAt,
  authorName: teamMembers.name,
  authorSlug: teamMembers.slug,
};

export interface ArticleSummary {
  slug: string;
  title: string;
  summary: string;
  practiceArea: string;
  publishedAt: Date;
  updatedAt: Date;
  authorName: string | null;
  authorSlug: string | null;
}

export interface Article extends ArticleSummary {
  body: string;
  seoTitle: string | null;
  seoDescription: string | null;
  authorRole: string | null;
}

/** Public is published with a publication time already reached; scheduled ones wait. */
const isPublic = (now: Date) =>
  and(eq(articles.status, "published"), lte(articles.publishedAt, now));

export function createInsightsService(db: Database) {
  return {
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
        .where(isPublic(input.now))
        .orderBy(desc(articles.publishedAt), desc(articles.createdAt))
        .limit(pageSize)
        .offset((input.page - 1) * pageSize);
      return {
        articles: rows as ArticleSummary[],
        total,
        page: input.page,
        pageCount: Math.max(1, Math.ceil(total / pageSize)),
      };
    },

    async findPublishedBySlug(slug: string, now: Date): Promise<Article | undefined> {
      const [row] = await db
        .select({
          ...listColumns,
          body: articles.body,
          seoTitle: articles.seoTitle,
          seoDescription: articles.seoDescription,
          authorRole: teamMembers.role,
        })
        .from(articles)
        .leftJoin(teamMembers, eq(articles.authorId, teamMembers.id))
        .where(and(eq(articles.slug, slug), isPublic(now)));
      return row as Article | undefined;
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
