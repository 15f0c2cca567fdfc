import { count, desc, eq } from "drizzle-orm";
import {
  type QuoteLeadStatus,
  quoteLeadStatusLabels,
  quoteLeadStatusValues,
} from "~/shared/quote/lead-status";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { onePage, type Page } from "../../db/paging";
import { quoteLeadStatuses, quotes } from "../../db/schema";
import { type Actor, recordAudit } from "../admin/audit-log";
import { savedQuoteOf } from "./quote-service";

// The database's list and the forms' list are one list: each must be assignable to the other.
const _sameStatuses: readonly QuoteLeadStatus[] = quoteLeadStatuses;
const _sameValues: readonly (typeof quoteLeadStatuses)[number][] = quoteLeadStatusValues;
void _sameStatuses;
void _sameValues;

export type QuoteLeadChangeResult =
  | { kind: "ok"; reference: string }
  | { kind: "not-found" }
  | { kind: "unchanged" };

/** The back office's view of e-mailed quotes as leads: the list, one lead, and its status. */
export function createQuoteLeadAdmin(db: Database, clock: Clock) {
  return {
    /** Newest first, one status at a time, with each status's count for the tabs. */
    async list(status: QuoteLeadStatus, page: Page) {
      const [rows, totals] = await Promise.all([
        onePage(
          db
            .select({
              id: quotes.id,
              reference: quotes.reference,
              email: quotes.email,
              totalMin: quotes.totalMin,
              totalMax: quotes.totalMax,
              createdAt: quotes.createdAt,
            })
            .from(quotes)
            .where(eq(quotes.leadStatus, status))
            .orderBy(desc(quotes.createdAt), desc(quotes.id))
            .$dynamic(),
          page,
        ),
        db
          .select({ status: quotes.leadStatus, total: count() })
          .from(quotes)
          .groupBy(quotes.leadStatus),
      ]);
      const counts = Object.fromEntries(quoteLeadStatusValues.map((s) => [s, 0])) as Record<
        QuoteLeadStatus,
        number
      >;
      for (const t of totals) counts[t.status] = t.total;
      return { rows, counts, total: counts[status] };
    },

    /** How many leads nobody has taken up yet: the dashboard's tile. */
    async newCount(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(quotes)
        .where(eq(quotes.leadStatus, "new"));
      return row?.n ?? 0;
    },

    async get(id: string) {
      const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
      if (!row) return undefined;
      return {
        id: row.id,
        email: row.email,
        status: row.leadStatus,
        statusChangedAt: row.leadUpdatedAt,
        ...savedQuoteOf(row),
      };
    },

    /**
     * Locks the quote for the rest of the transaction (as enquiries do), so two people marking
     * it at once are applied one after the other and each audit entry records what it replaced.
     */
    async setStatus(
      actor: Actor,
      id: string,
      status: QuoteLeadStatus,
    ): Promise<QuoteLeadChangeResult> {
      return db.transaction(async (tx) => {
        const [lead] = await tx.select().from(quotes).where(eq(quotes.id, id)).for("update");
        if (!lead) return { kind: "not-found" };
        if (lead.leadStatus === status) return { kind: "unchanged" };
        await tx
          .update(quotes)
          .set({ leadStatus: status, leadUpdatedAt: clock.now() })
          .where(eq(quotes.id, id));
        await recordAudit(tx, actor, {
          action: "quote-lead.status",
          entityType: "quote",
          entityId: id,
          summary: `Marked quote ${lead.reference} ${quoteLeadStatusLabels[status].toLowerCase()}`,
          details: { from: lead.leadStatus, to: status },
        });
        return { kind: "ok", reference: lead.reference };
      });
    },
  };
}

export type QuoteLeadAdmin = ReturnType<typeof createQuoteLeadAdmin>;
