import { useNavigation } from "react-router";
import { SiteForm } from "~/components/forms/site-form";
import { SiteLink } from "~/components/site-link";
import { bindFields, type ShownForm } from "~/lib/forms/form-problem";
import { BotCheckFields } from "../forms/bot-check-fields";
import { ErrorSummary } from "../forms/error-summary";
import { HiddenFields } from "../forms/hidden-fields";
import { EmailField } from "../forms/text-field";

/** Sends the quote on screen to the visitor's inbox; the answers travel as hidden fields. */
export function EmailQuoteForm({
  action,
  answers,
  emailed,
  startedAt,
  shown,
  prefill,
}: {
  action: string;
  /** The quote's answers, from the page's address. */
  answers: Record<string, string>;
  emailed?: string;
  /** The form guard's token (ADR 016). */
  startedAt?: string;
  shown: ShownForm;
  prefill?: Record<string, string>;
}) {
  const { emailed: _sent, ...hidden } = answers;
  // Posted to the quote's own address, so a form shown again (a mistyped address, the bot
  // check's "send again") is drawn under the same quote rather than on an empty page.
  const target = `${action}?${new URLSearchParams(hidden)}`;
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" && navigation.formAction?.split("?")[0] === action;
  const field = bindFields("email-quote", shown, prefill?.email ? { email: prefill.email } : {});
  return (
    <section
      id="email-quote"
      aria-labelledby="email-quote-heading"
      className="mt-8 rounded-lg bg-paper p-5"
    >
      <h3 id="email-quote-heading" className="text-heading">
        E-mail me this quote
      </h3>
      {emailed && (
        <p
          role="status"
          className="mt-2 rounded-md border-l-4 border-success-700 bg-white p-3 font-semibold"
        >
          {`We have e-mailed your quote. Your reference is ${emailed}.`}
        </p>
      )}
      <SiteForm method="post" action={target} className="mt-4" preventScrollReset>
        <ErrorSummary
          errors={shown?.errors ?? {}}
          order={["email"]}
          idPrefix="email-quote"
          formError={shown?.formError}
        />
        <HiddenFields values={hidden} />
        <BotCheckFields idPrefix="email-quote" startedAt={startedAt} />
        <EmailField {...field("email")} label="Your e-mail address" />
        <p className="mb-3 text-sm text-muted">
          We keep your address with the quote for 12 months, so we can answer questions about it or
          follow it up, and use it for nothing else. Our{" "}
          <SiteLink to="/legal/privacy-policy">privacy policy</SiteLink> explains your rights.
        </p>
        <button
          type="submit"
          disabled={sending}
          className="inline-flex min-h-12 items-center rounded-md border-2 border-navy-900 bg-white px-5 py-2 font-semibold text-navy-900 disabled:opacity-70"
        >
          {sending ? "Sending..." : "E-mail me this quote"}
        </button>
      </SiteForm>
    </section>
  );
}
