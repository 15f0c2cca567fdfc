import { type AppLoadContext, data, redirect } from "react-router";
import { firm } from "~/config/firm";
import { quoteAnswerFields } from "~/lib/quote/quote-fields";
import { quoteSchema } from "~/lib/quote/quote-schema";
import { emailField } from "~/lib/schemas/auth";
import { todayInLondon } from "~/lib/today";

export interface QuoteEmailActionData {
  emailError?: string;
  formError?: string;
  email?: string;
}

/** "E-mail me this quote": the answers come back as hidden fields with the address. */
export async function handleQuoteEmail(request: Request, context: AppLoadContext, path: string) {
  const form = await request.formData();
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : undefined;
  };
  const answers = Object.fromEntries(
    quoteAnswerFields.flatMap((f) => (text(f) !== undefined ? [[f, text(f) as string]] : [])),
  );
  const email = emailField.safeParse(text("email") ?? "");
  if (!email.success) {
    return data<QuoteEmailActionData>(
      { emailError: email.error.issues[0]?.message, email: text("email") },
      { status: 400 },
    );
  }
  const quote = quoteSchema.safeParse(answers);
  if (!quote.success) {
    return data<QuoteEmailActionData>(
      { formError: "Please complete the quote above first.", email: email.data },
      { status: 400 },
    );
  }
  const result = await context.services.quotes.emailQuote(quote.data, email.data, {
    ip: context.clientIp,
    honeypot: text("website"),
    today: todayInLondon(),
  });
  if (result.kind === "rate-limited") {
    return data<QuoteEmailActionData>(
      {
        formError: `We have sent several quotes from here in the last hour. Please call us on ${firm.phone} and we will help.`,
        email: email.data,
      },
      { status: 429 },
    );
  }
  const query = new URLSearchParams(answers);
  query.set("emailed", result.reference);
  return redirect(`${path}?${query}#email-quote`);
}
