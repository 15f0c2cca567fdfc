import { AdminListHeading } from "~/components/admin/admin-list-heading";
import { ListButton, MoveButtons } from "~/components/admin/list-button";
import { SiteLink } from "~/components/site-link";
import { adminTitle } from "~/lib/admin/admin-title";
import { idParam } from "~/lib/admin/id-param";
import { runIntent } from "~/lib/admin/intent-action.server";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { requireStaff } from "~/lib/auth/require-user.server";
import { readSubmission, textOf } from "~/lib/forms/form-action.server";
import { notFound } from "~/lib/not-found";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/list";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const members = await context.services.content.team.list();
  const { offices } = await context.services.firm.facts();
  // Grouped by office, as the public team page shows them; moves happen within an office.
  return {
    offices: offices.map((office) => ({
      name: office.name,
      members: members.filter((m) => m.office === office.id),
    })),
  };
}

/** Reorder and hide/show: one small form per button, so each works without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaff(request, context);
  const actor = { id: user.id, name: user.name };
  const submission = await readSubmission(request, "uncut");
  const id = idParam(textOf(submission, "id"));
  const team = context.services.content.team;
  const move = (direction: "up" | "down") => async () => {
    const result = await team.move(actor, id, direction);
    if (result.kind !== "done") notFound();
    return redirectWithNotice("/admin/team", `${result.name} moved ${direction}`);
  };
  const setHidden = (hidden: boolean) => async () => {
    const result = await team.setHidden(actor, id, hidden);
    if (result.kind !== "done") notFound();
    return redirectWithNotice(
      "/admin/team",
      hidden
        ? `${result.name} is hidden from the website`
        : `${result.name} is shown on the website`,
    );
  };
  return runIntent(
    submission,
    {
      "move-up": move("up"),
      "move-down": move("down"),
      hide: setHidden(true),
      show: setHidden(false),
    },
    notFound,
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminTitle(matches, "Team") }];

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
                    <MoveButtons
                      fields={{ id: m.id }}
                      name={m.name}
                      index={i}
                      count={office.members.length}
                    />
                    <ListButton
                      intent={m.hidden ? "show" : "hide"}
                      fields={{ id: m.id }}
                      name={m.name}
                    >
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
