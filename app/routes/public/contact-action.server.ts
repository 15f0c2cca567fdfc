import { type AppLoadContext, data, redirect } from "react-router";
import { firm } from "~/config/firm";
import { keptValues, readFormText } from "~/lib/forms/form-values";
import { sendAgainMessage } from "~/lib/forms/send-again";
import { fieldErrors } from "~/lib/schemas/auth";
import { enquirySchema, MESSAGE_MAX } from "~/lib/schemas/enquiry";

export interface ContactActionData {
  errors: Record<string, string>;
  formError?: string;
  values: Record<string, string>;
  /** A fresh form token: a form shown again is a new form (server/security/form-guard.ts). */
  startedAt: string;
}

/** The contact form's post: store the enquiry (and its e-mails) or show what to fix. */
export async function handleContactForm(request: Request, context: AppLoadContext) {
  const sent = await readFormText(request);
  const values = keptValues(sent, { message: MESSAGE_MAX });
  const parsed = enquirySchema.safeParse(sent);
  if (!parsed.success) {
    return data<ContactActionData>(
      { errors: fieldErrors(parsed.error), values, startedAt: context.formGuard.issue() },
      { status: 400 },
    );
  }
  const guard = context.formGuard.check("contact", sent);
  if (guard.kind === "confirm") {
    return data<ContactActionData>(
      {
        errors: {},
        formError: sendAgainMessage(guard.reason, "Send message"),
        values,
        startedAt: context.formGuard.issue(),
      },
      { status: 400 },
    );
  }
  const result = await context.services.enquiries.submit(parsed.data, {
    ip: context.clientIp,
    formId: guard.formId,
  });
  if (result.kind === "rate-limited") {
    return data<ContactActionData>(
      {
        errors: {},
        formError: `We have received several messages from you in the last hour, so we can't take another just now. Please call us on ${firm.phone} (Monday to Friday, 9am to 5pm) and we will help straight away.`,
        values,
        startedAt: context.formGuard.issue(),
      },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  return redirect(`/contact/sent?reference=${encodeURIComponent(result.reference)}`);
}
