// Kept apart from the zod schema: the service route's handle names these, and a handle is
// shipped to the browser, so importing the schema here would put zod on every service page.

/** The quote form's answers, as they travel in the page's query string and the e-mail form. */
export const quoteAnswerFields = [
  "type",
  "purchasePrice",
  "salePrice",
  "propertyValue",
  "tenure",
  "saleTenure",
  "newBuild",
  "mortgage",
  "firstTimeBuyer",
  "additionalProperty",
  "nonResident",
] as const;

/** Everything the quote page reads from its address: the answers, and a sent quote's reference. */
export const quoteQueryParams: readonly string[] = [...quoteAnswerFields, "emailed"];
