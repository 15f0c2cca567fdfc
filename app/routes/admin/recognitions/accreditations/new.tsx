import { backToRecognitions } from "~/components/admin/back-links";
import { EditorPage } from "~/components/admin/editor-page";
import { AccreditationForm } from "~/components/admin/recognitions/accreditation-form";
import { adminTitle } from "~/lib/admin/admin-title";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { staffActor, staffOnly } from "~/lib/admin/staff-record.server";
import { readUploadSubmission } from "~/lib/admin/upload-form.server";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/new";
import { readAccreditationSubmission } from "./accreditation-submission.server";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export const loader = staffOnly;

export async function action({ request, context }: Route.ActionArgs) {
  const actor = staffActor(request, context);
  const read = await readAccreditationSubmission(context, await readUploadSubmission(request));
  if (read.kind === "respond") return read.response;
  const result = await context.services.recognitions.accreditations.create(
    actor,
    read.input,
    read.logo,
  );
  return redirectWithNotice("/admin/recognitions", `${result.name} added to the website`);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminTitle(matches, "Add an accreditation") },
];

export default function NewAccreditation({ actionData }: Route.ComponentProps) {
  return (
    <EditorPage
      back={backToRecognitions}
      title="Add an accreditation"
      intro={
        <p className="mt-2 mb-6 max-w-2xl">
          Add only accreditations the firm holds now. The website shows them as you enter them.
        </p>
      }
    >
      <AccreditationForm shown={actionData} logo={null} submitLabel="Add the accreditation" />
    </EditorPage>
  );
}
