import type { AppLoadContext } from "react-router";
import { toHistory } from "~/components/admin/office-history";
import { notFound } from "~/lib/not-found";
import { quoteFacts } from "~/shared/quote/quote-facts";

/** One quote lead as its page shows it: what was quoted, to whom, its status and history. */
export async function loadQuoteLead(context: AppLoadContext, id: string) {
  const [lead, history] = await Promise.all([
    context.services.office.quoteLeads.get(id),
    context.services.audit.forEntity("quote", id),
  ]);
  if (!lead) notFound();
  return {
    lead: {
      id: lead.id,
      reference: lead.reference,
      email: lead.email,
      status: lead.status,
      receivedAt: lead.createdAt.toISOString(),
      facts: lead.input ? quoteFacts(lead.input) : [],
      // Null for a quote sent before the figures were kept: the page shows the total instead.
      figures: lead.figures ?? null,
      total: lead.total,
    },
    history: toHistory(history),
  };
}
