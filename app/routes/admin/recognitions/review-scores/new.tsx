import { backToRecognitions } from "~/components/admin/back-links";
import { EditorPage } from "~/components/admin/editor-page";
import { ReviewScoreForm } from "~/components/admin/recognitions/review-score-form";
import { adminTitle } from "~/lib/admin/admin-title";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { staffActor } from "~/lib/admin/staff-record.server";
import { requireStaff } from "~/lib/auth/require-user.server";
import { parseSubmission, readSubmission } from "~/lib/forms/form-action.server";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { reviewScoreFields } from "~/shared/schemas/recognitions";
import { todayInLondon } from "~/shared/time/london-clock";
import type { Route } from "./+types/new";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  // Most scores are copied the day they are read.
  return { today: todayInLondon(context.clock.now()) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = staffActor(request, context);
  const submission = await readSubmission(request, "uncut");
  const parsed = parseSubmission(submission, reviewScoreFields(todayInLondon(context.clock.now())));
  if (!parsed.success) return parsed.response;
  const result = await context.services.recognitions.reviewScores.create(actor, parsed.data);
  return redirectWithNotice("/admin/recognitions", `${result.source} review score added`);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminTitle(matches, "Add a review score") },
];

export default function NewReviewScore({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditorPage
      back={backToRecognitions}
      title="Add a review score"
      intro={
        <p className="mt-2 mb-6 max-w-2xl">
          Copy the score exactly as the review site shows it today, from reviews of the firm by real
          clients. The website shows it as text, with the date you checked it.
        </p>
      }
    >
      <ReviewScoreForm
        shown={actionData}
        stored={{ checkedOn: loaderData.today }}
        submitLabel="Add the review score"
      />
    </EditorPage>
  );
}
