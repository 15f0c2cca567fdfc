import { AdminSection } from "~/components/admin/admin-section";
import { EnquiryAssignForm } from "~/components/admin/enquiry/enquiry-assign-form";
import { EnquiryContact } from "~/components/admin/enquiry/enquiry-contact";
import { EnquiryNotes } from "~/components/admin/enquiry/enquiry-notes";
import { EnquiryStatusForm } from "~/components/admin/enquiry/enquiry-status-form";
import { OfficeHistory } from "~/components/admin/office-history";
import { ShownProblem } from "~/components/admin/shown-problem";
import { SiteLink } from "~/components/site-link";
import { adminTitle } from "~/lib/admin/admin-title";
import { enquiryStatusLabels } from "~/lib/admin/enquiry-status";
import { idParam } from "~/lib/admin/id-param";
import { readAdminPost } from "~/lib/admin/intent-action.server";
import { problemFor } from "~/lib/admin/intent-problem";
import { formatDateTime } from "~/lib/admin/office-format";
import { requireStaff } from "~/lib/auth/require-user.server";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/enquiry";
import { loadEnquiry } from "./enquiry.server";
import { runEnquiryAction } from "./enquiry-actions.server";

/** Staff screens hydrate: they are working pages (ADR 020). */
export const handle: RouteHandle = { kind: "working" };

export function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  return loadEnquiry(context, idParam(params.id));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = requireStaff(request, context);
  const id = idParam(params.id);
  return runEnquiryAction(await readAdminPost(request, context, user), id);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: adminTitle(matches, `Enquiry ${loaderData?.enquiry.reference ?? ""}`) },
];

export default function EnquiryDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiry, notes, assignees, history } = loaderData;
  const forms = ["note", "status", "assign"];
  const unknown = forms.some((intent) => problemFor(actionData, intent)) ? undefined : actionData;

  return (
    <>
      <p>
        <SiteLink to="/admin/enquiries">Back to enquiries</SiteLink>
      </p>
      <h1 className="mt-2 text-4xl">{`Enquiry ${enquiry.reference}`}</h1>
      <p className="mt-2 text-lg">
        {`${enquiryStatusLabels[enquiry.status]} · received ${formatDateTime(enquiry.receivedAt)} · ${
          enquiry.assignedName ? `assigned to ${enquiry.assignedName}` : "unassigned"
        }`}
      </p>
      <ShownProblem shown={unknown} idPrefix="enquiry" />

      <div className="mt-8 grid gap-8 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <EnquiryContact enquiry={enquiry} />
          <AdminSection id="message-heading" title="Message" className="mt-8">
            <p className="mt-3 whitespace-pre-wrap rounded-lg border border-stone-200 bg-white p-5">
              {enquiry.message}
            </p>
          </AdminSection>
          <EnquiryNotes notes={notes} shown={problemFor(actionData, "note")} />
        </div>
        <div>
          <EnquiryStatusForm status={enquiry.status} shown={problemFor(actionData, "status")} />
          <EnquiryAssignForm
            assignedTo={enquiry.assignedTo}
            assignees={assignees}
            shown={problemFor(actionData, "assign")}
          />
          <OfficeHistory entries={history} headingId="history-heading" />
        </div>
      </div>
    </>
  );
}
