import type { AppLoadContext } from "react-router";
import { redirect } from "react-router";
import { checkSender } from "~/lib/forms/bot-check.server";
import { parseSubmission, readSubmission, showFormAgain } from "~/lib/forms/form-action.server";
import { weekdayOfficeHours } from "~/shared/firm/office-hours";
import { enquirySchema, MESSAGE_MAX } from "~/shared/schemas/enquiry";

/** The contact form's post: store the enquiry (and its e-mails) or show what to fix. */
export async function handleContactForm(request: Request, context: AppLoadContext) {
  const submission = await readSubmission(request, { message: MESSAGE_MAX });
  // A form shown again keeps its token, so its timer runs from when it was first shown
  // (server/security/form-guard.ts, carryOver).
  const startedAt = context.formGuard.carryOver(submission.shown);
  const parsed = parseSubmission(submission, enquirySchema, { startedAt });
  if (!parsed.success) return parsed.response;

  const sender = checkSender(context, "contact", submission, { button: "Send message", startedAt });
  if (!sender.ok) return sender.response;
  const result = await context.services.enquiries.submit(parsed.data, sender.signals);
  if (result.kind === "rate-limited") {
    const firm = await context.services.firm.facts();
    return showFormAgain(submission, {
      formError: `We have received several messages from you in the last hour, so we can't take another just now. Please call us on ${firm.phone} (${weekdayOfficeHours(firm.hours)}) and we will help straight away.`,
      status: 429,
      headers: { "Retry-After": String(result.retryAfterSeconds) },
      startedAt,
    });
  }
  return redirect(`/contact/sent?reference=${encodeURIComponent(result.reference)}`);
}
