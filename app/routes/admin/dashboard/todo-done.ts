import { redirectWithNotice } from "~/lib/admin/notice.server";
import { requireStaff } from "~/lib/auth/require-user.server";
import { readSubmission, textOf } from "~/lib/forms/form-action.server";
import { notFound } from "~/lib/not-found";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { isUuid } from "~/shared/uuid";
import type { Route } from "./+types/todo-done";

/** A form's end point: "Mark done" on a to-do, from the dashboard or a booking's page. */
export const handle: RouteHandle = { kind: "resource" };

/** Only back to a page in the staff area, never to an address a link could choose. */
const backTo = (value: string) => (/^\/admin(\/[a-z0-9/-]*)?$/.test(value) ? value : "/admin");

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = requireStaff(request, context);
  if (!isUuid(params.id)) notFound();
  const submission = await readSubmission(request);
  const back = backTo(textOf(submission, "back"));
  const done = await context.services.todos.markDone(params.id, { id: user.id, name: user.name });
  return redirectWithNotice(back, done ? "To-do marked done." : "That to-do was already done.");
}
