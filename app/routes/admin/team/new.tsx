import { backToTeam } from "~/components/admin/back-links";
import { EditorPage } from "~/components/admin/editor-page";
import { TeamMemberForm } from "~/components/admin/team-member-form";
import { adminTitle } from "~/lib/admin/admin-title";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { skipRevalidationAfterPreview } from "~/lib/admin/preview-revalidation";
import { staffActor, staffOnly } from "~/lib/admin/staff-record.server";
import { readUploadSubmission } from "~/lib/admin/upload-form.server";
import { showFormAgain } from "~/lib/forms/form-action.server";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/new";
import { memberSlugTaken, readMemberSubmission } from "./member-submission.server";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export const loader = staffOnly;

export async function action({ request, context }: Route.ActionArgs) {
  const actor = staffActor(request, context);
  const upload = await readUploadSubmission(request);
  const read = await readMemberSubmission(context, upload);
  if (read.kind === "respond") return read.response;
  const result = await context.services.content.team.create(actor, read.input, read.photo);
  if (result.kind === "slug-taken") {
    return showFormAgain(upload.submission, {
      errors: { slug: memberSlugTaken(result.takenBy) },
    });
  }
  if (result.kind !== "saved") throw new Error(`unexpected ${result.kind} adding a team member`);
  return redirectWithNotice(
    "/admin/team",
    `${result.name} added: their page is /team/${result.slug}`,
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminTitle(matches, "Add a team member") },
];

export const shouldRevalidate = skipRevalidationAfterPreview;

export default function NewTeamMember({ actionData }: Route.ComponentProps) {
  return (
    <EditorPage back={backToTeam} title="Add a team member">
      <TeamMemberForm
        shown={actionData}
        previewHtml={actionData?.ok ? actionData.preview : undefined}
        photo={null}
        submitLabel="Add to the team"
      />
    </EditorPage>
  );
}
