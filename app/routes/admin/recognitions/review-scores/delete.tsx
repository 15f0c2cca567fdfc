import { ConfirmDelete } from "~/components/admin/recognitions/confirm-delete";
import { found, idParam } from "~/lib/admin/id-param";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { requireStaff } from "~/lib/auth/require-user.server";
import { notFound } from "~/lib/not-found";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/delete";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const score = found(await context.services.recognitions.reviewScores.get(idParam(params.id)));
  return { id: score.id, source: score.source };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = requireStaff(request, context);
  const result = await context.services.recognitions.reviewScores.remove(
    { id: user.id, name: user.name },
    idParam(params.id),
  );
  if (result.kind !== "done") notFound();
  return redirectWithNotice("/admin/recognitions", `${result.source} review score deleted`);
}

export const meta: Route.MetaFunction = () => [{ title: "Delete a review score | Admin" }];

export default function DeleteReviewScore({ loaderData }: Route.ComponentProps) {
  return (
    <ConfirmDelete
      question={`Delete the ${loaderData.source} review score?`}
      consequence="It will disappear from the website at once. This cannot be undone."
      backTo={`/admin/recognitions/review-scores/${loaderData.id}`}
    />
  );
}
