import { SiteLink } from "~/components/site-link";
import type { ShownForm } from "~/lib/forms/form-problem";
import { referencePattern } from "~/shared/booking/reference-pattern";
import type { QuoteState } from "~/shared/quote/quote-from-url";
import { EmailQuoteForm } from "./email-quote-form";
import { QuoteForm } from "./quote-form";
import { QuoteResult } from "./quote-result";

/** The instant quote: the questions, the answer, and "e-mail me this quote" under it. */
export function QuoteTool({
  action,
  quote,
  startedAt,
  shown,
  prefill,
}: {
  action: string;
  quote: QuoteState;
  startedAt?: string;
  shown: ShownForm;
  /** A signed-in person's details; the e-mail form uses their address. */
  prefill?: Record<string, string>;
}) {
  return (
    <section
      aria-labelledby="quote-heading"
      className="mb-14 rounded-lg border-2 border-navy-900 bg-white p-6"
    >
      <h2 id="quote-heading" className="text-title">
        Get an instant quote
      </h2>
      <p className="mt-2 mb-6 max-w-[68ch]">
        Answer a few questions to see our fee and the other costs, from the same figures as our
        published prices. It takes under a minute.
      </p>
      <QuoteForm action={action} values={quote.values} errors={quote.errors} />
      {quote.quote && (
        <>
          <QuoteResult quote={quote.quote} />
          <EmailQuoteForm
            action={action}
            answers={quote.values}
            emailed={
              referencePattern.test(quote.values.emailed ?? "") ? quote.values.emailed : undefined
            }
            startedAt={startedAt}
            shown={shown}
            prefill={prefill}
          />
          <p className="mt-6">
            <SiteLink to="/consultation?area=conveyancing#book" className="font-semibold">
              Book a free consultation about this
            </SiteLink>
          </p>
        </>
      )}
    </section>
  );
}
