import type { AppLoadContext } from "react-router";
import type { AdminAnswer } from "~/lib/admin/intent-action.server";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { type Submission, showFormAgain, textOf } from "~/lib/forms/form-action.server";
import { notFound } from "~/lib/not-found";
import { formatLongDateAndTime } from "~/shared/time/format";
import { fromLondonInputValue } from "~/shared/time/london-instant";

export const articleStaleMessage =
  "Someone else saved this article since you opened it. Reload to see their changes.";

type Actor = { id: string; name: string };

/** The publishing panel's forms: publish now, schedule for a London time, unpublish. */
export async function changePublication(
  context: AppLoadContext,
  actor: Actor,
  id: string,
  version: number,
  submission: Submission,
): Promise<AdminAnswer> {
  const articles = context.services.content.articles;
  const intent = textOf(submission, "intent");
  const now = context.clock.now();
  let at = now;
  const publishAtProblem = (message: string) =>
    showFormAgain(submission, { errors: { publishAt: message } });
  if (intent === "schedule") {
    const chosen = fromLondonInputValue(textOf(submission, "publishAt"));
    if (!chosen) {
      return publishAtProblem("Enter the date and time to publish, like 1 December 2026 at 09:00");
    }
    if (chosen <= now) {
      return publishAtProblem(
        "The publication time must be in the future; to publish now, use “Publish now”",
      );
    }
    at = chosen;
  }
  const result =
    intent === "unpublish"
      ? await articles.unpublish(actor, id, version)
      : await articles.publish(actor, id, version, at, now);
  if (result.kind === "not-found") notFound();
  if (result.kind === "stale") {
    return showFormAgain(submission, { formError: articleStaleMessage, status: 409 });
  }
  const notice =
    intent === "unpublish"
      ? `“${result.title}” unpublished: it is a draft again`
      : intent === "publish"
        ? `“${result.title}” published`
        : `“${result.title}” scheduled for ${formatLongDateAndTime(at)}`;
  return redirectWithNotice(`/admin/insights/${id}`, notice);
}
