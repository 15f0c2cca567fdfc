import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { adminTitle } from "~/lib/admin/admin-title";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { removeAsStaff, staffRecord } from "~/lib/admin/staff-record.server";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/delete";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const accreditation = await staffRecord(request, context, params.id, (id) =>
    context.services.recognitions.accreditations.get(id),
  );
  return { id: accreditation.id, name: accreditation.name };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const removed = await removeAsStaff(request, context, params.id, (actor, id) =>
    context.services.recognitions.accreditations.remove(actor, id),
  );
  return redirectWithNotice("/admin/recognitions", `${removed.name} deleted`);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminTitle(matches, "Delete an accreditation") },
];

export default function DeleteAccreditation({ loaderData }: Route.ComponentProps) {
  return (
    <ConfirmDelete
      question={`Delete ${loaderData.name}?`}
      consequence="It will disappear from the website at once, with its logo. This cannot be undone."
      backTo={`/admin/recognitions/accreditations/${loaderData.id}`}
    />
  );
}
