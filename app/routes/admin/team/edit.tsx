import { backToTeam } from "~/components/admin/back-links";
import { EditorPage } from "~/components/admin/editor-page";
import { TeamMemberForm } from "~/components/admin/team-member-form";
import { SiteLink } from "~/components/site-link";
import { adminTitle } from "~/lib/admin/admin-title";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { skipRevalidationAfterPreview } from "~/lib/admin/preview-revalidation";
import { savedBySomeoneElse, saveEdit } from "~/lib/admin/save-edit.server";
import { staffChange, staffRecord } from "~/lib/admin/staff-record.server";
import { readUploadSubmission } from "~/lib/admin/upload-form.server";
import { showFormAgain } from "~/lib/forms/form-action.server";
import { renderStaffMarkdown } from "~/lib/markdown.server";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/edit";
import { memberSlugTaken, readMemberSubmission } from "./member-submission.server";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const member = await staffRecord(request, context, params.id, (id) =>
    context.services.content.team.get(id),
  );
  return {
    id: member.id,
    version: member.version,
    hidden: member.hidden,
    previewHtml: renderStaffMarkdown(member.bio, await context.services.firm.facts()),
    slug: member.slug,
    values: {
      name: member.name,
      slug: member.slug,
      role: member.role,
      qualifications: member.qualifications.join("\n"),
      practiceAreas: member.practiceAreas.join("\n"),
      office: member.office,
      bio: member.bio,
      email: member.email,
      phone: member.phone,
      photoFocusX: member.photoFocusX === null ? "" : String(member.photoFocusX),
      photoFocusY: member.photoFocusY === null ? "" : String(member.photoFocusY),
    },
    photo: member.photo ? { ...member.photo, purpose: "portrait" as const } : null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { actor, id } = staffChange(request, context, params.id);
  const upload = await readUploadSubmission(request);
  return saveEdit({
    submission: upload.submission,
    staleMessage: savedBySomeoneElse("this team member"),
    read: () => readMemberSubmission(context, upload),
    update: (version, read) =>
      context.services.content.team.update(actor, id, version, read.input, read.photo),
    answer: (result) =>
      result.kind === "slug-taken"
        ? showFormAgain(upload.submission, { errors: { slug: memberSlugTaken(result.takenBy) } })
        : result.kind === "focus-refused"
          ? showFormAgain(upload.submission, { errors: { photoFocusX: result.message } })
          : redirectWithNotice(`/admin/team/${id}`, `Changes to ${result.name} saved`),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: adminTitle(matches, `${loaderData?.values.name ?? "Team member"}`) },
];

export const shouldRevalidate = skipRevalidationAfterPreview;

export default function EditTeamMember({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditorPage
      back={backToTeam}
      title={`Edit ${loaderData.values.name}`}
      intro={
        <p className="mt-2 mb-6">
          {loaderData.hidden ? (
            "Hidden from the website. Show them again from the team list."
          ) : (
            <>
              {"Their page: "}
              <SiteLink to={`/team/${loaderData.slug}`}>{`/team/${loaderData.slug}`}</SiteLink>
            </>
          )}
          <br />
          <SiteLink to={`/admin/team/${loaderData.id}/lawyer`}>Consultation settings</SiteLink>
          {" · "}
          <SiteLink to={`/admin/team/${loaderData.id}/days-away`}>Days away</SiteLink>
          {" · "}
          <SiteLink to={`/admin/team/${loaderData.id}/calendar-feed`}>Calendar feed</SiteLink>
        </p>
      }
    >
      <TeamMemberForm
        shown={actionData}
        stored={loaderData.values}
        // A post's own preview; on opening (no post yet), the stored text's, drawn on the server.
        previewHtml={
          actionData ? (actionData.ok ? actionData.preview : undefined) : loaderData.previewHtml
        }
        photo={loaderData.photo}
        version={loaderData.version}
        submitLabel="Save changes"
      />
    </EditorPage>
  );
}
