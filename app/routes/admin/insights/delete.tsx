import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { adminTitle } from "~/lib/admin/admin-title";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { removeAsStaff, staffRecord } from "~/lib/admin/staff-record.server";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/delete";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const article = await staffRecord(request, context, params.id, (id) =>
    context.services.content.articles.get(id),
  );
  return { id: article.id, title: article.title, published: article.status === "published" };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const removed = await removeAsStaff(request, context, params.id, (actor, id) =>
    context.services.content.articles.remove(actor, id),
  );
  return redirectWithNotice("/admin/insights", `“${removed.title}” deleted`);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminTitle(matches, "Delete an article") },
];

export default function DeleteArticle({ loaderData }: Route.ComponentProps) {
  return (
    <ConfirmDelete
      question={`Delete “${loaderData.title}”?`}
      consequence={
        loaderData.published
          ? "It will disappear from the website at once and its address will show “page not found”. This cannot be undone."
          : "The draft will be gone for good. This cannot be undone."
      }
      backTo={`/admin/insights/${loaderData.id}`}
    />
  );
}
