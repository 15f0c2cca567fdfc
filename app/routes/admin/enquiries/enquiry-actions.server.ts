import { enquiryStatusLabels } from "~/lib/admin/enquiry-status";
import { type AdminPost, runIntent, withFields } from "~/lib/admin/intent-action.server";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { showFormAgain } from "~/lib/forms/form-action.server";
import { notFound } from "~/lib/not-found";
import {
  enquiryAssignForm,
  enquiryNoteForm,
  enquiryStatusForm,
} from "~/shared/schemas/office-admin";

/** The enquiry page's three forms (a note, the status, the assignment), told apart by intent. */
export async function runEnquiryAction({ context, user, submission }: AdminPost, id: string) {
  const here = `/admin/enquiries/${id}`;
  const office = context.services.office.enquiries;
  return runIntent(
    submission,
    {
      note: withFields(submission, enquiryNoteForm, async ({ body }) => {
        const result = await office.addNote(user, id, body);
        if (result.kind === "not-found") notFound();
        return redirectWithNotice(here, "Note added");
      }),
      status: withFields(submission, enquiryStatusForm, async ({ status }) => {
        const result = await office.setStatus(user, id, status);
        if (result.kind === "not-found") notFound();
        const label = enquiryStatusLabels[status].toLowerCase();
        return redirectWithNotice(
          here,
          result.kind === "ok"
            ? `${result.reference} marked ${label}`
            : `The enquiry was already ${label}`,
        );
      }),
      assign: withFields(submission, enquiryAssignForm, async ({ assignee }) => {
        const result = await office.assign(user, id, assignee || null);
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
      }),
    },
    "Choose what to do from the page and try again",
  );
}
