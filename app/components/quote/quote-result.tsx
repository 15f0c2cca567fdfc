import { SiteLink } from "~/components/site-link";
import { formatPounds } from "~/shared/money";
import type { Quote, QuoteLine } from "~/shared/quote/calculate-quote";
import { PriceTable } from "../prices/price-table";
import { TextList } from "../ui/text-list";
import { formatAmount } from "./amount";

const columns = ["Item", "Cost", "VAT", "Total"] as const;

function rows(lines: readonly QuoteLine[]) {
  return lines.map((line) => ({
    key: line.label,
    cells: [
      <span key="label" className="font-semibold">
        {line.label}
      </span>,
      formatAmount(line.net),
      line.vat.max === 0 ? "No VAT" : formatAmount(line.vat),
      formatAmount({ min: line.net.min + line.vat.min, max: line.net.max + line.vat.max }),
    ],
  }));
}

/** The quote's breakdown: every line, its VAT, the totals, and what is not included. */
export function QuoteResult({ quote, heading = "Your quote" }: { quote: Quote; heading?: string }) {
  return (
    <section aria-labelledby="quote-result-heading" aria-live="polite" className="mt-8">
      <h3 id="quote-result-heading" className="text-heading">
        {heading}
      </h3>
      <p className="mt-2 text-3xl font-semibold text-navy-900">
        {`Total: ${formatAmount(quote.total)}`}
        <span className="block text-base font-normal text-muted">
          including VAT{quote.sdlt ? " and Stamp Duty Land Tax" : ""}
        </span>
      </p>
      {quote.sections.map((section) => (
        <div key={section.title} className="mt-8">
          <h4 className="font-serif text-xl font-semibold text-navy-900">{section.title}</h4>
          <PriceTable
            caption={`Our fees: ${section.title.toLowerCase()}`}
            columns={columns}
            rows={rows([section.legalFee, ...section.supplements])}
          />
          <PriceTable
            caption={`Other costs (disbursements): ${section.title.toLowerCase()}`}
            columns={columns}
            rows={rows(section.disbursements)}
          />
          <p className="mt-3 font-semibold">{`${section.title} subtotal: ${formatAmount(section.total)}`}</p>
          {section.mayAlsoApply.length > 0 && (
            <p className="mt-2 text-muted">
              {`May also apply: ${section.mayAlsoApply.map((l) => `${l.label} (${formatAmount(l.net)})`).join("; ")}.`}
            </p>
          )}
          <details className="mt-3">
            <summary className="cursor-pointer font-semibold text-navy-900">
              What is not included
            </summary>
            <TextList items={section.excludes} className="mt-2 list-disc space-y-1 pl-6" />
          </details>
          <p className="mt-2">
            <SiteLink to={section.pricePage}>
              See the full price information this comes from
            </SiteLink>
          </p>
        </div>
      ))}
      {quote.sdlt && (
        <div className="mt-8">
          <h4 className="font-serif text-xl font-semibold text-navy-900">
            {`Stamp Duty Land Tax: ${formatPounds(quote.sdlt.total)}`}
          </h4>
          <p className="mt-1">
            Included in the total above. It is a tax paid to HMRC, not one of our fees: we pay it
            for you from the money you send before completion.{" "}
            <SiteLink to="/services/conveyancing/stamp-duty-calculator">
              See how it is worked out
            </SiteLink>
            .
          </p>
        </div>
      )}
    </section>
  );
}
