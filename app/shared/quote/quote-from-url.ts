import { parseFields } from "~/shared/forms/parse-fields";
import type { PriceList } from "~/shared/prices/price-list-schema";
import { calculateQuote, type Quote } from "./calculate-quote";
import { quoteQueryParams } from "./quote-fields";
import { quoteSchema } from "./quote-schema";

export interface QuoteState {
  values: Record<string, string>;
  errors: Record<string, string>;
  quote?: Quote;
}

/** The quote form's answers from a URL's query string, and the quote when they are complete. */
export function quoteFromUrl(url: URL, today: string, list: PriceList): QuoteState {
  // Only the page's own parameters: anything else in the address is never shown back.
  const values = Object.fromEntries(
    [...url.searchParams].filter(([key]) => quoteQueryParams.includes(key)),
  );
  if (!values.type) return { values, errors: {} };
  const parsed = parseFields(quoteSchema, values);
  if (!parsed.ok) {
    // Before the first price is typed, asking for it is enough; no error yet.
    const untouched = !values.purchasePrice && !values.salePrice && !values.propertyValue;
    return { values, errors: untouched ? {} : parsed.errors };
  }
  return { values, errors: {}, quote: calculateQuote(parsed.data, today, list) };
}
