import { ArrowDown, ArrowUp } from "lucide-react";
import { Form, Link } from "react-router";
import { z } from "zod";
import { findOffice, type OfficeId } from "~/config/firm";
import { idParam } from "~/lib/admin/id-param";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { requireStaff } from "~/lib/auth/require-user.server";
import { notFound } from "~/lib/not-found";
import type { Route } from "./+types/list";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const members = await context.services.content.team.list();
  return {
    members: members.map((m) => ({
      ...m,
      office: findOffice(m.office as OfficeId).name,
    })),
  };
}

const listAction = z.object({
  intent: z.enum(["move-up", "move-down", "hide", "show"]),
  id: z.string(),
});

/** Reorder and hide/show: one small form per button, so each works without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaff(request, context);
  const actor = { id: user.id, name: user.name };
  const parsed = listAction.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) notFound();
  const id = idParam(parsed.data.id);
  const team = context.services.content.team;
  const { intent } = parsed.data;
  if (intent === "move-up" || intent === "move-down") {
    const result = await team.move(actor, id, intent === "move-up" ? "up" : "down");
    if (result.kind !== "done") notFound();
    return redirectWithNotice(
      "/admin/team",
      `${result.name} moved ${intent === "move-up" ? "up" : "down"}`,
    );
  }
  const result = await team.setHidden(actor, id, intent === "hide");
  if (result.kind !== "done") notFound();
  return redirectWithNotice(
    "/admin/team",
    intent === "hide"
      ? `${result.name} is hidden from the website`
      : `${result.name} is shown on the website`,
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Team | Admin" }];

const smallButton =
  "inline-flex min-h-11 items-center gap-1 rounded-md border-2 border-navy-900 bg-white px-3 py-1.5 font-semibold text-navy-900 disabled:border-stone-200 disabled:text-muted";

export default function TeamList({ loaderData }: Route.ComponentProps) {
  const { members } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-4xl">Team</h1>
        <Link
          to="/admin/team/new"
          className="inline-flex min-h-12 items-center rounded-md bg-accent-700 px-5 py-2 font-semibold text-white no-underline hover:bg-accent-800"
        >
          Add a team member
        </Link>
      </div>
      <p className="mt-2 text-muted">
        In the order the website shows them. Hidden people are left off the team pages.
      </p>
      <ol className="mt-6 space-y-3">
        {members.map((m, i) => (
          <li
            key={m.id}
            className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-stone-200 bg-white p-4"
          >
            <div>
              <p className="font-semibold">
                <Link to={`/admin/team/${m.id}`}>{m.name}</Link>
                {m.hidden && (
                  <span className="ml-2 rounded bg-stone-200 px-2 py-0.5 text-sm">Hidden</span>
                )}
              </p>
              <p className="text-muted">{`${m.role} · ${m.office}`}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Form method="post">
                <input type="hidden" name="id" value={m.id} />
                <button
                  type="submit"
                  name="intent"
                  value="move-up"
                  disabled={i === 0}
                  className={smallButton}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                  Move up<span className="sr-only">{`: ${m.name}`}</span>
                </button>
              </Form>
              <Form method="post">
                <input type="hidden" name="id" value={m.id} />
                <button
                  type="submit"
                  name="intent"
                  value="move-down"
                  disabled={i === members.length - 1}
                  className={smallButton}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                  Move down<span className="sr-only">{`: ${m.name}`}</span>
                </button>
              </Form>
              <Form method="post">
                <input type="hidden" name="id" value={m.id} />
                <button
                  type="submit"
                  name="intent"
                  value={m.hidden ? "show" : "hide"}
                  className={smallButton}
                >
                  {m.hidden ? "Show" : "Hide"}
                  <span className="sr-only">{`: ${m.name}`}</span>
                </button>
              </Form>
              {!m.hidden && (
                <Link to={`/team/${m.slug}`} className="inline-flex min-h-11 items-center px-2">
                  View<span className="sr-only">{` ${m.name}'s page`}</span>
                </Link>
              )}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
