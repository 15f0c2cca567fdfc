import { ArticleForm } from "~/components/admin/article-form";
import { ArticlePublishing } from "~/components/admin/article-publishing";
import { SiteLink } from "~/components/site-link";
import { adminTitle } from "~/lib/admin/admin-title";
import { found, idParam } from "~/lib/admin/id-param";
import { skipRevalidationAfterPreview } from "~/lib/admin/preview-revalidation";
import { requireStaff } from "~/lib/auth/require-user.server";
import { renderStaffMarkdown } from "~/lib/markdown.server";
import { articleState, publishingIntents } from "~/shared/article-state";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { formatLongDateAndTime } from "~/shared/time/format";
import { toLondonInputValue } from "~/shared/time/london-instant";
import type { Route } from "./+types/edit";
import { editArticle } from "./edit-action.server";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const article = found(await context.services.content.articles.get(idParam(params.id)));
  const team = await context.services.content.team.list();
  const now = context.clock.now();
  const state = articleState(article, now);
  return {
    id: article.id,
    version: article.version,
    state,
    slug: article.slug,
    publishedAt: article.publishedAt ? formatLongDateAndTime(article.publishedAt) : null,
    // A sensible default for scheduling: tomorrow at nine, London time.
    scheduleDefault: toLondonInputValue(
      article.publishedAt && state === "scheduled"
        ? article.publishedAt
        : new Date(now.getTime() + 24 * 60 * 60 * 1000),
    ),
    previewHtml: renderStaffMarkdown(article.body, await context.services.firm.facts()),
    values: {
      title: article.title,
      slug: article.slug,
      summary: article.summary,
      body: article.body,
      practiceArea: article.practiceArea,
      authorId: article.authorId ?? "",
      coverAlt: article.coverAlt ?? "",
      seoTitle: article.seoTitle ?? "",
      seoDescription: article.seoDescription ?? "",
    },
    cover: article.cover ? { ...article.cover, purpose: "cover" as const } : null,
    authors: team.map(({ id, name }) => ({ id, name })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = requireStaff(request, context);
  return editArticle(context, user, idParam(params.id), request);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: adminTitle(matches, `${loaderData?.values.title ?? "Article"}`) },
];

export const shouldRevalidate = skipRevalidationAfterPreview;

export default function EditArticle({ loaderData, actionData }: Route.ComponentProps) {
  const problem = actionData && !actionData.ok ? actionData : undefined;
  const fromPublishing = publishingIntents.has(actionData?.values.intent ?? "");
  // A content post's own preview; otherwise (just opened, or a publishing change) the stored
  // text's, drawn by the loader, so the preview is there before anyone types.
  const contentPost = actionData && !fromPublishing ? actionData : undefined;
  const previewHtml = contentPost
    ? contentPost.ok
      ? contentPost.preview
      : undefined
    : loaderData.previewHtml;
  return (
    <>
      <p>
        <SiteLink to="/admin/insights">Back to insights</SiteLink>
      </p>
      <h1 className="mt-2 mb-6 text-4xl">{`Edit “${loaderData.values.title}”`}</h1>
      <ArticlePublishing
        id={loaderData.id}
        version={loaderData.version}
        state={loaderData.state}
        slug={loaderData.slug}
        publishedAt={loaderData.publishedAt}
        scheduleDefault={loaderData.scheduleDefault}
        shown={fromPublishing ? problem : undefined}
      />
      <h2 className="mt-10 mb-4 text-3xl">Content</h2>
      <ArticleForm
        shown={fromPublishing ? undefined : actionData}
        stored={loaderData.values}
        previewHtml={previewHtml}
        authors={loaderData.authors}
        cover={loaderData.cover}
        version={loaderData.version}
        submitLabel="Save changes"
      />
    </>
  );
}
