import { type AdminPost, runIntent, withFields } from "~/lib/admin/intent-action.server";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { notFound } from "~/lib/not-found";
import { quoteLeadStatusLabels } from "~/shared/quote/lead-status";
import { quoteLeadStatusForm } from "~/shared/schemas/office-admin";

/** The lead page's one form: its status (new, contacted, instructed, not proceeding). */
export async function runQuoteLeadAction({ context, user, submission }: AdminPost, id: string) {
  const here = `/admin/leads/${id}`;
  return runIntent(
    submission,
    {
      status: withFields(submission, quoteLeadStatusForm, async ({ status }) => {
        const result = await context.services.office.quoteLeads.setStatus(user, id, status);
        if (result.kind === "not-found") notFound();
        const label = quoteLeadStatusLabels[status].toLowerCase();
        return redirectWithNotice(
          here,
          result.kind === "ok"
            ? `Quote ${result.reference} marked ${label}`
            : `The quote lead was already ${label}`,
        );
      }),
    },
    "Choose what to do from the page and try again",
  );
}
