import { redirect } from "react-router";
import { ContentPage } from "~/components/content/content-page";
import { ArticleCover } from "~/components/media/article-cover";
import { Prose } from "~/components/prose";
import { SiteLink } from "~/components/site-link";
import { sectionCrumbs } from "~/config/navigation";
import { articleCoverFor } from "~/lib/article-cover";
import { placeInSection, siteMeta } from "~/lib/meta";
import { notFound } from "~/lib/not-found";
import { article as articleJsonLd } from "~/lib/structured-data";
import { type PracticeAreaSlug, practiceAreaName } from "~/shared/firm/facts";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { formatLongDate } from "~/shared/time/format";
import type { Route } from "./+types/article";

/** Kept and shared between visitors (route-handle.ts); renewed when the content changes. */
export const handle: RouteHandle = { kind: "reading", cache: "shared" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const now = context.clock.now();
  const found = await context.services.insights.findPublishedBySlug(params.slug, now);
  if (!found) {
    // An article whose address was changed: send readers and search engines on, for good.
    const moved = await context.services.insights.findRedirect(params.slug, now);
    if (moved) throw redirect(`/insights/${moved}`, 301);
    notFound();
  }
  return {
    ...placeInSection(context.siteUrl, sectionCrumbs.insights, {
      name: found.title,
      path: `/insights/${found.slug}`,
    }),
    slug: found.slug,
    title: found.title,
    summary: found.summary,
    seoTitle: found.seoTitle ?? found.title,
    seoDescription: found.seoDescription ?? found.summary,
    practiceAreaSlug: found.practiceArea,
    practiceArea: practiceAreaName(found.practiceArea as PracticeAreaSlug),
    publishedAt: found.publishedAt.toISOString(),
    updatedAt: found.updatedAt.toISOString(),
    published: formatLongDate(found.publishedAt),
    authorName: found.authorName,
    authorSlug: found.authorVisible ? found.authorSlug : null,
    cover: articleCoverFor(found.cover, found.practiceArea),
    authorRole: found.authorRole,
    // Rendered and sanitised when the article was saved (ADR 036).
    bodyHtml: found.bodyHtml,
  };
}

export const meta: Route.MetaFunction = ({ loaderData: a, matches }) =>
  a
    ? [
        ...siteMeta(matches).placedPageMeta(
          a,
          { title: a.seoTitle, description: a.seoDescription, ogType: "article" },
          [articleJsonLd(a.siteUrl, a)],
        ),
        { property: "article:published_time", content: a.publishedAt },
      ]
    : [];

export default function ArticlePage({ loaderData: a }: Route.ComponentProps) {
  return (
    <article>
      <ContentPage
        header={{ heading: a.title, lead: a.summary, crumbs: a.crumbs }}
        intro={
          <>
            <p className="mt-4 text-muted">
              <time dateTime={a.publishedAt}>{a.published}</time>
              {a.authorName && (
                <>
                  {" · By "}
                  {a.authorSlug ? (
                    <SiteLink to={`/team/${a.authorSlug}`}>{a.authorName}</SiteLink>
                  ) : (
                    a.authorName
                  )}
                  {a.authorRole ? `, ${a.authorRole}` : ""}
                </>
              )}
            </p>
            {/* Without a cover, the practice area's drawing sits in the header as on its service pages. */}
            {a.cover?.kind === "drawing" && (
              <ArticleCover
                cover={a.cover}
                sizes="20rem"
                lead
                className="mt-8 w-48 rounded-lg sm:w-64 xl:absolute xl:top-10 xl:right-4 xl:mt-0 xl:w-80"
              />
            )}
          </>
        }
      >
        {/* The cover is the page's largest paint: fetched first, at most 68ch wide and 3:2, so a
            tall upload cannot push the text off the first screen. */}
        {a.cover?.kind === "photo" && (
          <ArticleCover
            cover={a.cover}
            sizes="(min-width: 48rem) 42rem, calc(100vw - 2rem)"
            lead
            className="mb-10 aspect-[3/2] h-auto w-full max-w-[68ch] rounded-lg object-cover"
          />
        )}
        <Prose html={a.bodyHtml} className="text-lg" />
        <p className="mt-10">
          {"More about "}
          <SiteLink to={`/services/${a.practiceAreaSlug}`}>{a.practiceArea.toLowerCase()}</SiteLink>
          {" · "}
          <SiteLink to="/insights">All articles</SiteLink>
        </p>
        <p className="mt-4 max-w-[68ch] text-sm text-muted">
          This article is general information about the law in England and Wales when it was
          written, not advice on your situation. Please talk to us before acting on it.
        </p>
      </ContentPage>
    </article>
  );
}
