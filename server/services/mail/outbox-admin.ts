import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type Page, pageWithTotal } from "../../db/paging";
import { outbox, type outboxStatuses } from "../../db/schema";
import { type Actor, recordAudit } from "../admin/audit-log";

export type OutboxStatus = (typeof outboxStatuses)[number];

export type RetryResult =
  | { kind: "ok"; subject: string }
  | { kind: "not-found" }
  /** Only a failed message can be retried; anything else the worker still owns or has done. */
  | { kind: "not-failed" };

/** The Mail screen: what is in the outbox and how it went. Bodies are never read here. */
export function createOutboxAdmin(deps: { db: Database; onMailQueued?: () => void }) {
  const { db } = deps;
  return {
    list(status: OutboxStatus | undefined, page: Page) {
      const where: SQL | undefined = status ? eq(outbox.status, status) : undefined;
      return pageWithTotal(
        db
          .select({
            id: outbox.id,
            to: outbox.to,
            subject: outbox.subject,
            status: outbox.status,
            attempts: outbox.attempts,
            lastError: outbox.lastError,
            nextAttemptAt: outbox.nextAttemptAt,
            dueAt: outbox.dueAt,
            createdAt: outbox.createdAt,
            sentAt: outbox.sentAt,
          })
          .from(outbox)
          .where(where)
          .orderBy(desc(outbox.createdAt), desc(outbox.id))
          .$dynamic(),
        db.$count(outbox, where),
        page,
      );
    },

    /**
     * Puts a failed message back in the queue, due now, with its attempts reset to nought: a
     * person retries after fixing the cause (the mail server, an address), so the message gets
     * the worker's whole back-off schedule again rather than one last try. The earlier count and
     * error go into the audit entry. The update matches only status 'failed', a state no worker
     * holds a lease on, so it can never take a row from under a sender.
     */
    async retry(actor: Actor, id: string): Promise<RetryResult> {
      const result = await db.transaction(async (tx): Promise<RetryResult> => {
        const [before] = await tx
          .select({
            status: outbox.status,
            subject: outbox.subject,
            attempts: outbox.attempts,
            lastError: outbox.lastError,
          })
          .from(outbox)
          .where(eq(outbox.id, id));
        if (!before) return { kind: "not-found" };
        const [updated] = await tx
          .update(outbox)
          .set({
            status: "pending",
            attempts: 0,
            // Re-queued by a person: it is due again from now, not from when it was first due.
            nextAttemptAt: sql`now()`,
            dueAt: sql`now()`,
            leaseId: null,
            leaseUntil: null,
          })
          .where(and(eq(outbox.id, id), eq(outbox.status, "failed")))
          .returning({ id: outbox.id });
        if (!updated) return { kind: "not-failed" };
        await recordAudit(tx, actor, {
          action: "mail.retry",
          entityType: "mail",
          entityId: id,
          summary: `Retried the e-mail "${before.subject}"`,
          details: { previousAttempts: before.attempts, lastError: before.lastError },
        });
        return { kind: "ok", subject: before.subject };
      });
      if (result.kind === "ok") deps.onMailQueued?.();
      return result;
    },
  };
}

export type OutboxAdmin = ReturnType<typeof createOutboxAdmin>;
