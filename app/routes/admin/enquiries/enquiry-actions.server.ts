import type { AppLoadContext } from "react-router";
import { enquiryStatusLabels } from "~/lib/admin/enquiry-status";
import { runIntent } from "~/lib/admin/intent-action.server";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { parseSubmission, readSubmission, showFormAgain } from "~/lib/forms/form-action.server";
import { notFound } from "~/lib/not-found";
import type { PublicUser } from "~/lib/schemas/auth";
import { enquiryAssignForm, enquiryNoteForm, enquiryStatusForm } from "~/lib/schemas/office-admin";

/** The enquiry page's three forms (a note, the status, the assignment), told apart by intent. */
export async function runEnquiryAction(
  context: AppLoadContext,
  user: PublicUser,
  id: string,
  request: Request,
) {
  const submission = await readSubmission(request, "uncut");
  const here = `/admin/enquiries/${id}`;
  const office = context.services.office.enquiries;
  return runIntent(
    submission,
    {
      async note() {
        const parsed = parseSubmission(submission, enquiryNoteForm);
        if (!parsed.success) return parsed.response;
        const result = await office.addNote(user, id, parsed.data.body);
        if (result.kind === "not-found") notFound();
        return redirectWithNotice(here, "Note added");
      },
      async status() {
        const parsed = parseSubmission(submission, enquiryStatusForm);
        if (!parsed.success) return parsed.response;
        const result = await office.setStatus(user, id, parsed.data.status);
        if (result.kind === "not-found") notFound();
        const label = enquiryStatusLabels[parsed.data.status].toLowerCase();
        return redirectWithNotice(
          here,
          result.kind === "ok"
            ? `${result.reference} marked ${label}`
            : `The enquiry was already ${label}`,
        );
      },
      async assign() {
        const parsed = parseSubmission(submission, enquiryAssignForm);
        if (!parsed.success) return parsed.response;
        const result = await office.assign(user, id, parsed.data.assignee || null);
        if (result.kind === "not-found") notFound();
        if (result.kind === "not-assignable") {
          return showFormAgain(submission, {
            formError: "Choose someone from the list",
            errors: { assignee: "Choose a member of staff from the list" },
          });
        }
        return redirectWithNotice(
          here,
          result.kind === "ok" ? `Assignment of ${result.reference} saved` : "No change to save",
        );
      },
    },
    "Choose what to do from the page and try again",
  );
}
