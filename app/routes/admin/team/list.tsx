import { ArrowDown, ArrowUp } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { AdminListHeading } from "~/components/admin/admin-list-heading";
import { SiteLink } from "~/components/site-link";
import { offices } from "~/config/firm";
import { idParam } from "~/lib/admin/id-param";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { requireStaff } from "~/lib/auth/require-user.server";
import { readSubmission } from "~/lib/forms/form-action.server";
import { parseFields } from "~/lib/forms/parse-fields";
import { notFound } from "~/lib/not-found";
import type { RouteHandle } from "~/lib/route-handle";
import { z } from "~/lib/zod";
import type { Route } from "./+types/list";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const members = await context.services.content.team.list();
  // Grouped by office, as the public team page shows them; moves happen within an office.
  return {
    offices: offices.map((office) => ({
      name: office.name,
      members: members.filter((m) => m.office === office.id),
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
  const parsed = parseFields(listAction, (await readSubmission(request, "uncut")).fields);
  if (!parsed.ok) notFound();
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
  return (
    <>
      <AdminListHeading title="Team" add={{ to: "/admin/team/new", label: "Add a team member" }} />
      <p className="mt-2 text-muted">
        Each office's people in the order the website shows them. Hidden people are left off the
        team pages.
      </p>
      {loaderData.offices.map((office) => (
        <section key={office.name} className="mt-8">
          <h2 className="text-3xl">{office.name}</h2>
          {office.members.length === 0 ? (
            <p className="mt-4">
              {`Nobody at ${office.name} yet. `}
              <SiteLink to="/admin/team/new">Add a team member</SiteLink>
            </p>
          ) : (
            <ol className="mt-4 space-y-3">
              {office.members.map((m, i) => (
                <li
                  key={m.id}
                  className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-stone-200 bg-white p-4"
                >
                  <div>
                    <p className="font-semibold">
                      <SiteLink to={`/admin/team/${m.id}`}>{m.name}</SiteLink>
                      {m.hidden && (
                        <span className="ml-2 rounded bg-stone-200 px-2 py-0.5 text-sm">
                          Hidden
                        </span>
                      )}
                    </p>
                    <p className="text-muted">{m.role}</p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <ListButton id={m.id} intent="move-up" disabled={i === 0} name={m.name}>
                      <ArrowUp aria-hidden="true" className="size-4" />
                      Move up
                    </ListButton>
                    <ListButton
                      id={m.id}
                      intent="move-down"
                      disabled={i === office.members.length - 1}
                      name={m.name}
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                      Move down
                    </ListButton>
                    <ListButton id={m.id} intent={m.hidden ? "show" : "hide"} name={m.name}>
                      {m.hidden ? "Show" : "Hide"}
                    </ListButton>
                    {!m.hidden && (
                      <SiteLink
                        to={`/team/${m.slug}`}
                        className="inline-flex min-h-11 items-center px-2"
                      >
                        View<span className="sr-only">{` ${m.name}'s page`}</span>
                      </SiteLink>
                    )}
                  </div>
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </>
  );
}

/** One button, one small form: works without JavaScript and with the keyboard alone. */
function ListButton({
  id,
  intent,
  name,
  disabled = false,
  children,
}: {
  id: string;
  intent: string;
  name: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={disabled}
        className={smallButton}
      >
        {children}
        <span className="sr-only">{` ${name}`}</span>
      </button>
    </Form>
  );
}
