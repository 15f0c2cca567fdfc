import { type AppLoadContext, redirect } from "react-router";
import { checkSender } from "~/lib/forms/bot-check.server";
import { parseSubmission, readSubmission, showFormAgain } from "~/lib/forms/form-action.server";
import { mailBudgetMessage } from "~/shared/mail-budget-message";
import { quoteAnswerFields } from "~/shared/quote/quote-fields";
import { quoteEmailSchema, quoteSchema } from "~/shared/quote/quote-schema";
import { todayInLondon } from "~/shared/time/london-clock";

/** "E-mail me this quote": the answers come back as hidden fields with the address. */
export async function handleQuoteEmail(request: Request, context: AppLoadContext, path: string) {
  const submission = await readSubmission(request);
  // A form shown again keeps its token, so its timer runs from when it was first shown
  // (server/security/form-guard.ts, carryOver).
  const startedAt = context.formGuard.carryOver(submission.shown);
  const answers = Object.fromEntries(
    quoteAnswerFields.flatMap((name) => {
      const value = submission.fields[name];
      return typeof value === "string" ? [[name, value]] : [];
    }),
  );
  const parsed = parseSubmission(submission, quoteEmailSchema, { startedAt });
  if (!parsed.success) return parsed.response;
  const quote = quoteSchema.safeParse(answers);
  if (!quote.success) {
    return showFormAgain(submission, {
      formError: "Please complete the quote above first.",
      startedAt,
    });
  }
  const sender = checkSender(context, "quote", submission, {
    button: "E-mail me this quote",
    startedAt,
  });
  if (!sender.ok) return sender.response;
  const result = await context.services.quotes.emailQuote(quote.data, parsed.data.email, {
    ip: sender.signals.ip,
    today: todayInLondon(context.clock.now()),
  });
  if (result.kind === "rate-limited") {
    const firm = await context.services.firm.facts();
    return showFormAgain(submission, {
      formError: `We have sent several quotes from here in the last hour. Please call us on ${firm.phone} and we will help.`,
      status: 429,
      startedAt,
    });
  }
  if (result.kind === "mail-budget-spent") {
    return showFormAgain(submission, {
      errors: { email: mailBudgetMessage(result.retryAt) },
      status: 429,
      startedAt,
    });
  }
  const query = new URLSearchParams(answers);
  query.set("emailed", result.reference);
  return redirect(`${path}?${query}#email-quote`);
}
