import { AccreditationForm } from "~/components/admin/recognitions/accreditation-form";
import { SiteLink } from "~/components/site-link";
import { found, idParam } from "~/lib/admin/id-param";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { saveEdit } from "~/lib/admin/save-edit.server";
import { readUploadSubmission } from "~/lib/admin/upload-form.server";
import { requireStaff } from "~/lib/auth/require-user.server";
import { sinceAsTyped } from "~/shared/recognitions/since";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/edit";
import { readAccreditationSubmission } from "./accreditation-submission.server";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

const staleMessage =
  "Someone else saved this accreditation since you opened the page. Reload to see their changes.";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const accreditation = found(
    await context.services.recognitions.accreditations.get(idParam(params.id)),
  );
  return {
    id: accreditation.id,
    version: accreditation.version,
    values: {
      name: accreditation.name,
      link: accreditation.link ?? "",
      since: accreditation.since ? sinceAsTyped(accreditation.since) : "",
    },
    logo: accreditation.logo ? { ...accreditation.logo, purpose: "logo" as const } : null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = requireStaff(request, context);
  const id = idParam(params.id);
  const upload = await readUploadSubmission(request);
  return saveEdit({
    submission: upload.submission,
    staleMessage,
    read: () => readAccreditationSubmission(context, upload),
    update: (version, read) =>
      context.services.recognitions.accreditations.update(
        { id: user.id, name: user.name },
        id,
        version,
        read.input,
        read.logo,
      ),
    answer: (result) =>
      redirectWithNotice("/admin/recognitions", `Changes to ${result.name} saved`),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.values.name ?? "Accreditation"} | Admin` },
];

export default function EditAccreditation({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <p>
        <SiteLink to="/admin/recognitions">Back to accreditations and reviews</SiteLink>
      </p>
      <h1 className="mt-2 mb-6 text-4xl">{`Edit ${loaderData.values.name}`}</h1>
      <AccreditationForm
        shown={actionData}
        stored={loaderData.values}
        logo={loaderData.logo}
        version={loaderData.version}
        submitLabel="Save changes"
      />
      <p className="mt-8">
        <SiteLink to={`/admin/recognitions/accreditations/${loaderData.id}/delete`}>
          Delete this accreditation
        </SiteLink>
      </p>
    </>
  );
}
