/**
 * Where staff have got to with someone who had a quote e-mailed to them (a quote is a lead).
 * The same values as server/db/schema.ts `quoteLeadStatuses`; quote-leads.ts holds them equal.
 */
export const quoteLeadStatusValues = ["new", "contacted", "instructed", "not-proceeding"] as const;

export type QuoteLeadStatus = (typeof quoteLeadStatusValues)[number];

/** A lead's status as staff read it, on the list's tabs, the lead's page and the audit log. */
export const quoteLeadStatusLabels: Record<QuoteLeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  instructed: "Instructed",
  "not-proceeding": "Not proceeding",
};
