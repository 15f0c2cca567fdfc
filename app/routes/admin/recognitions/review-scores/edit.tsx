import { backToRecognitions } from "~/components/admin/back-links";
import { EditorPage } from "~/components/admin/editor-page";
import { ReviewScoreForm } from "~/components/admin/recognitions/review-score-form";
import { adminTitle } from "~/lib/admin/admin-title";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { savedBySomeoneElse, saveEdit } from "~/lib/admin/save-edit.server";
import { staffChange, staffRecord } from "~/lib/admin/staff-record.server";
import { parseSubmission, readSubmission } from "~/lib/forms/form-action.server";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { reviewScoreFields } from "~/shared/schemas/recognitions";
import { todayInLondon } from "~/shared/time/london-clock";
import type { Route } from "./+types/edit";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const score = await staffRecord(request, context, params.id, (id) =>
    context.services.recognitions.reviewScores.get(id),
  );
  return {
    id: score.id,
    version: score.version,
    values: {
      source: score.source,
      rating: score.rating.toFixed(1),
      reviewCount: String(score.reviewCount),
      link: score.link ?? "",
      checkedOn: score.checkedOn,
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { actor, id } = staffChange(request, context, params.id);
  const submission = await readSubmission(request, "uncut");
  return saveEdit({
    submission,
    staleMessage: savedBySomeoneElse("this review score"),
    read: async () => {
      const parsed = parseSubmission(
        submission,
        reviewScoreFields(todayInLondon(context.clock.now())),
      );
      return parsed.success
        ? { kind: "ok" as const, input: parsed.data }
        : { kind: "respond" as const, response: parsed.response };
    },
    update: (version, read) =>
      context.services.recognitions.reviewScores.update(actor, id, version, read.input),
    answer: (result) =>
      redirectWithNotice("/admin/recognitions", `Changes to the ${result.source} score saved`),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: adminTitle(matches, `${loaderData?.values.source ?? "Review score"} review score`) },
];

export default function EditReviewScore({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditorPage
      back={backToRecognitions}
      title={`Edit the ${loaderData.values.source} review score`}
      deleteLink={{
        to: `/admin/recognitions/review-scores/${loaderData.id}/delete`,
        label: "Delete this review score",
      }}
    >
      <ReviewScoreForm
        shown={actionData}
        stored={loaderData.values}
        version={loaderData.version}
        submitLabel="Save changes"
      />
    </EditorPage>
  );
}
