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
  const accreditation = found(
    await context.services.recognitions.accreditations.get(idParam(params.id)),
  );
  return { id: accreditation.id, name: accreditation.name };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = requireStaff(request, context);
  const result = await context.services.recognitions.accreditations.remove(
    { id: user.id, name: user.name },
    idParam(params.id),
  );
  if (result.kind !== "done") notFound();
  return redirectWithNotice("/admin/recognitions", `${result.name} deleted`);
}

export const meta: Route.MetaFunction = () => [{ title: "Delete an accreditation | Admin" }];

export default function DeleteAccreditation({ loaderData }: Route.ComponentProps) {
  return (
    <ConfirmDelete
      question={`Delete ${loaderData.name}?`}
      consequence="It will disappear from the website at once, with its logo. This cannot be undone."
      backTo={`/admin/recognitions/accreditations/${loaderData.id}`}
    />
  );
}
