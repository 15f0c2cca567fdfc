import type { Amount, Quote } from "~/shared/quote/calculate-quote";
import type { QuoteFact } from "~/shared/quote/quote-facts";
import { formatAmount } from "./amount";
import { QuoteResult } from "./quote-result";

/** The facts a stored quote was worked out for, or a line saying they no longer read as one. */
export function QuoteFactsList({ facts }: { facts: readonly QuoteFact[] }) {
  if (facts.length === 0) {
    return (
      <p className="mt-2">The answers this quote was worked out from are no longer readable.</p>
    );
  }
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="font-semibold">{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A stored quote's figures as they were sent: every line when they were kept, otherwise only
 * the total (quotes sent before the website kept the lines).
 */
export function QuoteFigures({
  figures,
  total,
  heading,
}: {
  figures: Quote | null;
  total: Amount;
  heading?: string;
}) {
  if (figures) return <QuoteResult quote={figures} heading={heading} />;
  return (
    <p className="mt-2">
      {`Total: ${formatAmount(total)}. This quote was sent before the website kept each line, so only its total is shown here; the e-mail we sent has every line.`}
    </p>
  );
}
