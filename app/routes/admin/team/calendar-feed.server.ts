import { type AppLoadContext, data } from "react-router";
import { found, idParam } from "~/lib/admin/id-param";
import {
  type AdminAnswer,
  type AdminPost,
  readAdminPost,
  runIntent,
} from "~/lib/admin/intent-action.server";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { requireStaff } from "~/lib/auth/require-user.server";
import { showFormAgain } from "~/lib/forms/form-action.server";
import { notFound } from "~/lib/not-found";
import type { PublicUser } from "~/shared/schemas/auth";

/**
 * The team member whose feed the address names, for someone allowed to manage it: an admin,
 * for anyone; other staff, only for the member linked to their own account (403 otherwise).
 */
export async function feedOwner(request: Request, context: AppLoadContext, id: string | undefined) {
  const user: PublicUser = requireStaff(request, context);
  const member = found(await context.services.calendarFeeds.member(idParam(id)));
  const isOwn = member.userId !== null && member.userId === user.id;
  if (user.role !== "admin" && !isOwn) {
    throw data({ message: "You don't have access" }, { status: 403 });
  }
  return { user, member, isOwn };
}

/** Issue (or re-issue) and revoke; the new address is in this answer only, never kept. */
export async function runFeedAction(request: Request, context: AppLoadContext, id?: string) {
  const { user, member } = await feedOwner(request, context, id);
  const { submission, actor }: AdminPost = await readAdminPost(request, context, user);
  const feeds = context.services.calendarFeeds;
  const here = `/admin/team/${member.id}/calendar-feed`;
  return runIntent<AdminAnswer | { issued: { url: string } }>(
    submission,
    {
      async issue() {
        const result = await feeds.issue(actor, member.id);
        if (result.kind === "not-found") notFound();
        if (result.kind === "not-a-lawyer") {
          return showFormAgain(submission, {
            formError: `${result.name} does not take consultations, so has no calendar feed.`,
            status: 409,
          });
        }
        return { issued: { url: result.url } };
      },
      async revoke() {
        const result = await feeds.revoke(actor, member.id);
        if (result.kind === "not-found") notFound();
        if (result.kind === "none") return redirectWithNotice(here, "Nothing to change");
        return redirectWithNotice(
          here,
          `${result.name}'s calendar feed is revoked: its address no longer works`,
        );
      },
    },
    "Choose what to do from the page and try again",
  );
}
