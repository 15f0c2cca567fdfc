import { Form } from "react-router";
import { SiteLink } from "~/components/site-link";
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
  const article = found(await context.services.content.articles.get(idParam(params.id)));
  return { id: article.id, title: article.title, published: article.status === "published" };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = requireStaff(request, context);
  const result = await context.services.content.articles.remove(
    { id: user.id, name: user.name },
    idParam(params.id),
  );
  if (result.kind !== "done") notFound();
  return redirectWithNotice("/admin/insights", `“${result.title}” deleted`);
}

export const meta: Route.MetaFunction = () => [{ title: "Delete an article | Admin" }];

/** A confirmation page rather than a script dialog, so deleting works without JavaScript. */
export default function DeleteArticle({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-4xl">{`Delete “${loaderData.title}”?`}</h1>
      <p className="mt-4 max-w-2xl text-lg">
        {loaderData.published
          ? "It will disappear from the website at once and its address will show “page not found”. This cannot be undone."
          : "The draft will be gone for good. This cannot be undone."}
      </p>
      <Form method="post" className="mt-6 flex flex-wrap items-center gap-6">
        <button
          type="submit"
          className="min-h-12 rounded-md bg-error-700 px-6 py-2.5 text-lg font-semibold text-white"
        >
          Yes, delete it
        </button>
        <SiteLink to={`/admin/insights/${loaderData.id}`}>No, go back</SiteLink>
      </Form>
    </>
  );
}
