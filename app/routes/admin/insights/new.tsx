import { ArticleForm } from "~/components/admin/article-form";
import { SiteLink } from "~/components/site-link";
import { adminTitle } from "~/lib/admin/admin-title";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { skipRevalidationAfterPreview } from "~/lib/admin/preview-revalidation";
import { readUploadSubmission } from "~/lib/admin/upload-form.server";
import { requireStaff } from "~/lib/auth/require-user.server";
import { showFormAgain } from "~/lib/forms/form-action.server";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/new";
import { readArticleSubmission, slugTakenMessage } from "./article-submission.server";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const team = await context.services.content.team.list();
  return { authors: team.map(({ id, name }) => ({ id, name })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaff(request, context);
  const upload = await readUploadSubmission(request);
  const read = await readArticleSubmission(context, upload, { hasCover: false });
  if (read.kind === "respond") return read.response;
  const actor = { id: user.id, name: user.name };
  const result = await context.services.content.articles.create(actor, read.input, read.cover);
  if (result.kind === "slug-taken") {
    return showFormAgain(upload.submission, {
      errors: { slug: slugTakenMessage(result.takenBy) },
    });
  }
  if (result.kind !== "saved") throw new Error(`unexpected ${result.kind} creating an article`);
  return redirectWithNotice(`/admin/insights/${result.id}`, `Draft “${result.title}” saved`);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminTitle(matches, "Write an article") },
];

export const shouldRevalidate = skipRevalidationAfterPreview;

export default function NewArticle({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <p>
        <SiteLink to="/admin/insights">Back to insights</SiteLink>
      </p>
      <h1 className="mt-2 mb-6 text-4xl">Write an article</h1>
      <p className="mb-6 max-w-2xl">
        Articles are saved as drafts. You can publish or schedule one once it is saved.
      </p>
      <ArticleForm
        shown={actionData}
        previewHtml={actionData?.ok ? actionData.preview : undefined}
        authors={loaderData.authors}
        cover={null}
        submitLabel="Save draft"
      />
    </>
  );
}
