import { RecognitionSection } from "~/components/admin/recognitions/recognition-section";
import { adminTitle } from "~/lib/admin/admin-title";
import { idParam } from "~/lib/admin/id-param";
import { runIntent } from "~/lib/admin/intent-action.server";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { requireStaff } from "~/lib/auth/require-user.server";
import { readSubmission, textOf } from "~/lib/forms/form-action.server";
import { notFound } from "~/lib/not-found";
import {
  reviewCheckedText,
  reviewScoreSummary,
  sinceText,
} from "~/shared/recognitions/public-recognitions";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/list";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const { accreditations, reviewScores } = context.services.recognitions;
  const [accreditationRows, scoreRows] = await Promise.all([
    accreditations.list(),
    reviewScores.list(),
  ]);
  return {
    accreditations: accreditationRows.map((a) => ({
      id: a.id,
      title: a.name,
      details: [sinceText(a.since), a.link].filter((line) => line !== null),
      logo: a.logo ? { ...a.logo, purpose: "logo" as const } : null,
    })),
    // Written as the website will write them, so staff see exactly what visitors will.
    reviewScores: scoreRows.map((s) => ({
      id: s.id,
      title: s.source,
      details: [`${reviewScoreSummary(s)} ${reviewCheckedText(s.checkedOn)}`, s.link].filter(
        (line) => line !== null,
      ),
    })),
  };
}

const kinds = ["accreditation", "review-score"] as const;

/** Move up and Move down: one small form per button, so each works without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaff(request, context);
  const submission = await readSubmission(request, "uncut");
  const kind = kinds.find((k) => k === textOf(submission, "kind")) ?? notFound();
  const id = idParam(textOf(submission, "id"));
  const actor = { id: user.id, name: user.name };
  const { accreditations, reviewScores } = context.services.recognitions;
  const move = (direction: "up" | "down") => async () => {
    const result =
      kind === "accreditation"
        ? await accreditations.move(actor, id, direction)
        : await reviewScores.move(actor, id, direction);
    if (result.kind !== "done") notFound();
    const what = "name" in result ? result.name : `The ${result.source} score`;
    return redirectWithNotice("/admin/recognitions", `${what} moved ${direction}`);
  };
  return runIntent(submission, { "move-up": move("up"), "move-down": move("down") }, notFound);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminTitle(matches, "Accreditations and reviews") },
];

export default function Recognitions({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-4xl">Accreditations and reviews</h1>
      <p className="mt-2 max-w-3xl text-muted">
        The website shows only what you enter here, in this order. Add accreditations the firm holds
        and review scores copied from the review site; with none, nothing is shown.
      </p>
      <RecognitionSection kind="accreditation" rows={loaderData.accreditations} className="mt-8" />
      <RecognitionSection kind="review-score" rows={loaderData.reviewScores} className="mt-10" />
    </>
  );
}
