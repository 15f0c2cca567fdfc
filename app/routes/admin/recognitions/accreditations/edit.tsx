import { backToRecognitions } from "~/components/admin/back-links";
import { EditorPage } from "~/components/admin/editor-page";
import { AccreditationForm } from "~/components/admin/recognitions/accreditation-form";
import { adminTitle } from "~/lib/admin/admin-title";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { savedBySomeoneElse, saveEdit } from "~/lib/admin/save-edit.server";
import { staffChange, staffRecord } from "~/lib/admin/staff-record.server";
import { readUploadSubmission } from "~/lib/admin/upload-form.server";
import { sinceAsTyped } from "~/shared/recognitions/since";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/edit";
import { readAccreditationSubmission } from "./accreditation-submission.server";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const accreditation = await staffRecord(request, context, params.id, (id) =>
    context.services.recognitions.accreditations.get(id),
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
  const { actor, id } = staffChange(request, context, params.id);
  const upload = await readUploadSubmission(request);
  return saveEdit({
    submission: upload.submission,
    staleMessage: savedBySomeoneElse("this accreditation"),
    read: () => readAccreditationSubmission(context, upload),
    update: (version, read) =>
      context.services.recognitions.accreditations.update(
        actor,
        id,
        version,
        read.input,
        read.logo,
      ),
    answer: (result) =>
      redirectWithNotice("/admin/recognitions", `Changes to ${result.name} saved`),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: adminTitle(matches, `${loaderData?.values.name ?? "Accreditation"}`) },
];

export default function EditAccreditation({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditorPage
      back={backToRecognitions}
      title={`Edit ${loaderData.values.name}`}
      deleteLink={{
        to: `/admin/recognitions/accreditations/${loaderData.id}/delete`,
        label: "Delete this accreditation",
      }}
    >
      <AccreditationForm
        shown={actionData}
        stored={loaderData.values}
        logo={loaderData.logo}
        version={loaderData.version}
        submitLabel="Save changes"
      />
    </EditorPage>
  );
}
