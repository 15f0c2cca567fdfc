import { Link } from "react-router";
import { TeamMemberForm } from "~/components/admin/team-member-form";
import { versionField } from "~/lib/admin/content-schemas";
import { formProblem } from "~/lib/admin/form.server";
import { idParam } from "~/lib/admin/id-param";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { skipRevalidationAfterPreview } from "~/lib/admin/preview-revalidation";
import { readAdminForm } from "~/lib/admin/upload-form.server";
import { requireStaff } from "~/lib/auth/require-user.server";
import { notFound } from "~/lib/not-found";
import type { Route } from "./+types/edit";
import { memberSlugTaken, readMemberSubmission } from "./member-submission.server";

const staleMessage =
  "Someone else saved this team member since you opened the page. Reload to see their changes.";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const member = await context.services.content.team.get(idParam(params.id));
  if (!member) notFound();
  return {
    id: member.id,
    version: member.version,
    hidden: member.hidden,
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
    },
    photo: member.photo ? { ...member.photo, purpose: "portrait" as const } : null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = requireStaff(request, context);
  const id = idParam(params.id);
  const submitted = await readAdminForm(request);
  const version = versionField.safeParse({ version: submitted.form.get("version") });
  if (!version.success) return formProblem(submitted.form, staleMessage, 409);
  const read = await readMemberSubmission(context, submitted);
  if (read.kind === "respond") return read.response;
  const result = await context.services.content.team.update(
    { id: user.id, name: user.name },
    id,
    version.data.version,
    read.input,
    read.photo,
  );
  if (result.kind === "not-found") notFound();
  if (result.kind === "stale") return formProblem(submitted.form, staleMessage, 409);
  if (result.kind === "slug-taken") {
    return formProblem(submitted.form, "", 400, { slug: memberSlugTaken(result.takenBy) });
  }
  return redirectWithNotice(`/admin/team/${id}`, `Changes to ${result.name} saved`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.values.name ?? "Team member"} | Admin` },
];

export const shouldRevalidate = skipRevalidationAfterPreview;

export default function EditTeamMember({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <p>
        <Link to="/admin/team">Back to the team</Link>
      </p>
      <h1 className="mt-2 text-4xl">{`Edit ${loaderData.values.name}`}</h1>
      <p className="mt-2 mb-6">
        {loaderData.hidden ? (
          "Hidden from the website. Show them again from the team list."
        ) : (
          <>
            {"Their page: "}
            <Link to={`/team/${loaderData.slug}`}>{`/team/${loaderData.slug}`}</Link>
          </>
        )}
      </p>
      <TeamMemberForm
        values={actionData?.values ?? loaderData.values}
        errors={actionData && !actionData.ok ? actionData.errors : undefined}
        formError={actionData && !actionData.ok ? actionData.formError : undefined}
        previewHtml={actionData?.ok ? actionData.preview : undefined}
        photo={loaderData.photo}
        version={loaderData.version}
        submitLabel="Save changes"
      />
    </>
  );
}
