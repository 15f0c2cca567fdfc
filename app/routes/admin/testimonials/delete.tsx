import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { adminTitle } from "~/lib/admin/admin-title";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { removeAsStaff, staffRecord } from "~/lib/admin/staff-record.server";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/delete";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const t = await staffRecord(request, context, params.id, (id) =>
    context.services.testimonials.get(id),
  );
  return { id: t.id, displayName: t.displayName };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const removed = await removeAsStaff(request, context, params.id, (actor, id) =>
    context.services.testimonials.remove(actor, id),
  );
  return redirectWithNotice(
    "/admin/testimonials",
    `Testimonial from ${removed.displayName} deleted`,
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminTitle(matches, "Delete a testimonial") },
];

export default function DeleteTestimonial({ loaderData }: Route.ComponentProps) {
  return (
    <ConfirmDelete
      question={`Delete the testimonial from ${loaderData.displayName}?`}
      consequence="Its words and its consent record are deleted, and it disappears from the website at once. This cannot be undone. If the client has only withdrawn consent, record that instead, so the record stays."
      backTo="/admin/testimonials"
    />
  );
}
