import { ContentPage } from "~/components/content/content-page";
import { ArticleCover } from "~/components/media/article-cover";
import { SiteLink } from "~/components/site-link";
import { sectionCrumbs } from "~/config/navigation";
import { articleCoverFor } from "~/lib/article-cover";
import { siteMeta } from "~/lib/meta";
import { notFound } from "~/lib/not-found";
import { type PracticeAreaSlug, practiceAreaName } from "~/shared/firm/facts";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { formatLongDate } from "~/shared/time/format";
import type { Route } from "./+types/insights";

/** Kept and shared between visitors (route-handle.ts); renewed when the content changes. */
export const handle: RouteHandle = { kind: "reading", cache: "shared", query: ["page"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("page") ?? "1";
  // Anything but a plain page number is a page that does not exist.
  if (!/^[1-9]\d{0,3}$/.test(raw)) notFound();
  const page = Number(raw);
  const result = await context.services.insights.listPublished({ page, now: context.clock.now() });
  if (page > result.pageCount) notFound();
  return {
    siteUrl: context.siteUrl,
    // The first page's address has no ?page=1: one canonical address for it.
    path: page === 1 ? "/insights" : `/insights?page=${page}`,
    page,
    pageCount: result.pageCount,
    crumbs: [sectionCrumbs.insights],
    articles: result.articles.map((a) => ({
      slug: a.slug,
      title: a.title,
      summary: a.summary,
      practiceArea: practiceAreaName(a.practiceArea as PracticeAreaSlug),
      publishedAt: a.publishedAt.toISOString(),
      published: formatLongDate(a.publishedAt),
      authorName: a.authorName,
      cover: articleCoverFor(a.cover, a.practiceArea),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? siteMeta(matches).placedPageMeta(loaderData, {
        title:
          loaderData.page === 1
            ? "News and Insights"
            : `News and Insights, page ${loaderData.page}`,
        description:
          loaderData.page === 1
            ? `Plain-English guides and news from ${siteMeta(matches).firm.name} on buying a home, wills, family law, employment, disputes and motoring law.`
            : `Page ${loaderData.page} of our plain-English guides and news on buying a home, wills, family law, employment, disputes and motoring law.`,
      })
    : [];

export default function Insights({ loaderData }: Route.ComponentProps) {
  const { page, pageCount } = loaderData;
  return (
    <ContentPage
      header={{
        heading: "News and insights",
        lead: "Plain-English guides from our team on the questions clients ask us most.",
        crumbs: loaderData.crumbs,
      }}
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {loaderData.articles.map((a, i) => (
          <li
            key={a.slug}
            className="flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white"
          >
            {a.cover && (
              <ArticleCover
                cover={a.cover}
                sizes="(min-width: 72rem) 35rem, (min-width: 48rem) 50vw, calc(100vw - 2rem)"
                // Only the first card can be on a phone's first screen; the rest load as they near it.
                lead={i === 0}
                className="aspect-[3/2] h-auto w-full bg-paper object-cover"
              />
            )}
            <article className="p-6">
              <p className="text-sm font-semibold text-accent-700">{a.practiceArea}</p>
              <h2 className="mt-1 text-heading">
                <SiteLink to={`/insights/${a.slug}`}>{a.title}</SiteLink>
              </h2>
              <p className="mt-2 text-sm text-muted">
                <time dateTime={a.publishedAt}>{a.published}</time>
                {a.authorName ? ` · ${a.authorName}` : ""}
              </p>
              <p className="mt-3">{a.summary}</p>
            </article>
          </li>
        ))}
      </ul>
      {pageCount > 1 && (
        <nav
          aria-label="Pages of articles"
          className="mt-10 flex items-center justify-between gap-4"
        >
          {page > 1 ? (
            <SiteLink to={page === 2 ? "/insights" : `/insights?page=${page - 1}`} rel="prev">
              Newer articles
            </SiteLink>
          ) : (
            <span />
          )}
          <p>{`Page ${page} of ${pageCount}`}</p>
          {page < pageCount ? (
            <SiteLink to={`/insights?page=${page + 1}`} rel="next">
              Older articles
            </SiteLink>
          ) : (
            <span />
          )}
        </nav>
      )}
    </ContentPage>
  );
}
