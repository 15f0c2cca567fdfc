import { Picture } from "~/components/media/picture";
import { Prose } from "~/components/prose";
import { SiteLink } from "~/components/site-link";
import { adminTitle } from "~/lib/admin/admin-title";
import { staffRecord } from "~/lib/admin/staff-record.server";
import { renderStaffMarkdown } from "~/lib/markdown.server";
import { articleState } from "~/shared/article-state";
import { type PracticeAreaSlug, practiceAreaName } from "~/shared/firm/facts";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/preview";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

/** The saved article as readers will see it, whatever its state (drafts included). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const article = await staffRecord(request, context, params.id, (id) =>
    context.services.content.articles.get(id),
  );
  return {
    id: article.id,
    title: article.title,
    summary: article.summary,
    state: articleState(article, context.clock.now()),
    practiceArea: practiceAreaName(article.practiceArea as PracticeAreaSlug),
    cover: article.cover ? { ...article.cover, purpose: "cover" as const } : null,
    coverAlt: article.coverAlt ?? "",
    bodyHtml: renderStaffMarkdown(article.body, await context.services.firm.facts()),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: adminTitle(matches, `Preview: ${loaderData?.title ?? "article"}`) },
];

export default function ArticlePreview({ loaderData: a }: Route.ComponentProps) {
  return (
    <>
      <p>
        <SiteLink to={`/admin/insights/${a.id}`}>Back to editing</SiteLink>
      </p>
      <p className="mt-4 rounded-md border-l-4 border-navy-900 bg-white px-4 py-3">
        {a.state === "published"
          ? "This is how the article looks on the website."
          : "Preview: this article is not on the website yet."}
      </p>
      <article className="mt-6 max-w-[68ch]">
        <p className="font-semibold text-accent-700">{a.practiceArea}</p>
        <h1 className="mt-1 text-4xl">{a.title}</h1>
        <p className="mt-3 text-xl">{a.summary}</p>
        {a.cover && (
          <Picture
            image={a.cover}
            alt={a.coverAlt}
            sizes="(min-width: 48rem) 42rem, calc(100vw - 2rem)"
            className="mt-6 h-auto w-full rounded-lg"
          />
        )}
        <Prose html={a.bodyHtml} className="mt-8 text-lg" />
      </article>
    </>
  );
}
