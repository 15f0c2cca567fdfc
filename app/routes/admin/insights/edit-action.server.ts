import type { AppLoadContext } from "react-router";
import { loadedVersion } from "~/lib/admin/content-submission.server";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { readUploadSubmission } from "~/lib/admin/upload-form.server";
import { showFormAgain, textOf } from "~/lib/forms/form-action.server";
import { notFound } from "~/lib/not-found";
import { publishingIntents } from "~/shared/article-state";
import type { PublicUser } from "~/shared/schemas/auth";
import { readArticleSubmission, slugTakenMessage } from "./article-submission.server";
import { articleStaleMessage, changePublication } from "./publishing.server";

/** The edit page's post: a publishing change, or a save (or preview) of the content. */
export async function editArticle(
  context: AppLoadContext,
  user: PublicUser,
  id: string,
  request: Request,
) {
  const actor = { id: user.id, name: user.name };
  const upload = await readUploadSubmission(request);
  const { submission } = upload;
  const stale = () => showFormAgain(submission, { formError: articleStaleMessage, status: 409 });
  const version = loadedVersion(submission);
  if (version === undefined) return stale();
  if (publishingIntents.has(textOf(submission, "intent"))) {
    return changePublication(context, actor, id, version, submission);
  }

  const articles = context.services.content.articles;
  const current = await articles.get(id);
  if (!current) notFound();
  const read = await readArticleSubmission(context, upload, {
    hasCover: Boolean(current.coverImageId),
  });
  if (read.kind === "respond") return read.response;
  const result = await articles.update(actor, id, version, read.input, read.cover);
  if (result.kind === "not-found") notFound();
  if (result.kind === "stale") return stale();
  if (result.kind === "slug-taken") {
    return showFormAgain(submission, { errors: { slug: slugTakenMessage(result.takenBy) } });
  }
  return redirectWithNotice(`/admin/insights/${id}`, `Changes to “${result.title}” saved`);
}
