import { Link } from "react-router";
import { ArticleForm } from "~/components/admin/article-form";
import { ArticlePublishing } from "~/components/admin/article-publishing";
import { articleState } from "~/lib/admin/article-state";
import { versionField } from "~/lib/admin/content-schemas";
import { formProblem } from "~/lib/admin/form.server";
import { idParam } from "~/lib/admin/id-param";
import {
  formatLondonDateTime,
  fromLondonInputValue,
  toLondonInputValue,
} from "~/lib/admin/london-time";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { skipRevalidationAfterPreview } from "~/lib/admin/preview-revalidation";
import { readAdminForm } from "~/lib/admin/upload-form.server";
import { requireStaff } from "~/lib/auth/require-user.server";
import { notFound } from "~/lib/not-found";
import type { Route } from "./+types/edit";
import { readArticleSubmission, slugTakenMessage } from "./article-submission.server";

const staleMessage =
  "Someone else saved this article since you opened it. Reload to see their changes.";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const article = await context.services.content.articles.get(idParam(params.id));
  if (!article) notFound();
  const team = await context.services.content.team.list();
  const now = new Date();
  const state = articleState(article, now);
  return {
    id: article.id,
    version: article.version,
    state,
    slug: article.slug,
    publishedAt: article.publishedAt ? formatLondonDateTime(article.publishedAt) : null,
    // A sensible default for scheduling: tomorrow at nine, London time.
    scheduleDefault: toLondonInputValue(
      article.publishedAt && state === "scheduled"
        ? article.publishedAt
        : new Date(now.getTime() + 24 * 60 * 60 * 1000),
    ),
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
  const actor = { id: user.id, name: user.name };
  const id = idParam(params.id);
  const submitted = await readAdminForm(request);
  const { form } = submitted;
  const articles = context.services.content.articles;
  const intent = String(form.get("intent") ?? "save");
  const version = versionField.safeParse({ version: form.get("version") });
  if (!version.success) return formProblem(form, staleMessage, 409);
  const now = new Date();

  if (intent === "publish" || intent === "schedule" || intent === "unpublish") {
    let result: Awaited<ReturnType<typeof articles.unpublish>>;
    let at = now;
    if (intent === "unpublish") {
      result = await articles.unpublish(actor, id, version.data.version);
    } else {
      if (intent === "schedule") {
        const chosen = fromLondonInputValue(String(form.get("publishAt") ?? ""));
        if (!chosen) {
          return formProblem(form, "", 400, {
            publishAt: "Enter the date and time to publish, like 1 December 2026 at 09:00",
          });
        }
        if (chosen <= now) {
          return formProblem(form, "", 400, {
            publishAt:
              "The publication time must be in the future; to publish now, use “Publish now”",
          });
        }
        at = chosen;
      }
      result = await articles.publish(actor, id, version.data.version, at, now);
    }
    if (result.kind === "not-found") notFound();
    if (result.kind === "stale") return formProblem(form, staleMessage, 409);
    const notice =
      intent === "unpublish"
        ? `“${result.title}” unpublished: it is a draft again`
        : intent === "publish"
          ? `“${result.title}” published`
          : `“${result.title}” scheduled for ${formatLondonDateTime(at)}`;
    return redirectWithNotice(`/admin/insights/${id}`, notice);
  }

  const current = await articles.get(id);
  if (!current) notFound();
  const read = await readArticleSubmission(context, submitted, {
    hasCover: Boolean(current.coverImageId),
  });
  if (read.kind === "respond") return read.response;
  const result = await articles.update(actor, id, version.data.version, read.input, read.cover);
  if (result.kind === "not-found") notFound();
  if (result.kind === "stale") return formProblem(form, staleMessage, 409);
  if (result.kind === "slug-taken") {
    return formProblem(form, "", 400, { slug: slugTakenMessage(result.takenBy) });
  }
  return redirectWithNotice(`/admin/insights/${id}`, `Changes to “${result.title}” saved`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.values.title ?? "Article"} | Admin` },
];

export const shouldRevalidate = skipRevalidationAfterPreview;

const publishingIntents = new Set(["publish", "schedule", "unpublish"]);

export default function EditArticle({ loaderData, actionData }: Route.ComponentProps) {
  const problem = actionData && !actionData.ok ? actionData : undefined;
  const fromPublishing = publishingIntents.has(actionData?.values.intent ?? "");
  const values = actionData && !fromPublishing ? actionData.values : loaderData.values;
  return (
    <>
      <p>
        <Link to="/admin/insights">Back to insights</Link>
      </p>
      <h1 className="mt-2 mb-6 text-4xl">{`Edit “${loaderData.values.title}”`}</h1>
      <ArticlePublishing
        id={loaderData.id}
        version={loaderData.version}
        state={loaderData.state}
        slug={loaderData.slug}
        publishedAt={loaderData.publishedAt}
        scheduleDefault={
          fromPublishing && actionData?.values.publishAt
            ? actionData.values.publishAt
            : loaderData.scheduleDefault
        }
        errors={fromPublishing ? problem?.errors : undefined}
        formError={fromPublishing ? problem?.formError : undefined}
      />
      <h2 className="mt-10 mb-4 text-3xl">Content</h2>
      <ArticleForm
        values={values}
        errors={!fromPublishing ? problem?.errors : undefined}
        formError={!fromPublishing ? problem?.formError : undefined}
        previewHtml={actionData?.ok ? actionData.preview : undefined}
        authors={loaderData.authors}
        cover={loaderData.cover}
        version={loaderData.version}
        submitLabel="Save changes"
      />
    </>
  );
}
