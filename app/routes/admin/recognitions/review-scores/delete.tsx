import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { adminTitle } from "~/lib/admin/admin-title";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { removeAsStaff, staffRecord } from "~/lib/admin/staff-record.server";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/delete";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const score = await staffRecord(request, context, params.id, (id) =>
    context.services.recognitions.reviewScores.get(id),
  );
  return { id: score.id, source: score.source };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const removed = await removeAsStaff(request, context, params.id, (actor, id) =>
    context.services.recognitions.reviewScores.remove(actor, id),
  );
  return redirectWithNotice("/admin/recognitions", `${removed.source} review score deleted`);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminTitle(matches, "Delete a review score") },
];

export default function DeleteReviewScore({ loaderData }: Route.ComponentProps) {
  return (
    <ConfirmDelete
      question={`Delete the ${loaderData.source} review score?`}
      consequence="It will disappear from the website at once. This cannot be undone."
      backTo={`/admin/recognitions/review-scores/${loaderData.id}`}
    />
  );
}
