import { and, eq, sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";
import { type OutboxAttachment, type OutboxGuard, outbox } from "../../db/schema";

export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 60 * 60 * 1000;

export type OutboxRow = typeof outbox.$inferSelect;

export interface QueuedMail {
  idempotencyKey: string;
  to: string[];
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  attachments?: OutboxAttachment[];
  /** Send no earlier than this (a reminder the day before). */
  notBefore?: Date;
  /** Re-checked when due; if it no longer holds, the message is skipped. */
  guard?: OutboxGuard;
}

/** 30 s after the first failure, doubling each time, never more than an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}

/**
 * Adds a message in the caller's transaction, so it exists exactly when the record it is about
 * does. The idempotency key makes a repeated call harmless.
 */
export async function queueMail(tx: Pick<Database, "insert">, mail: QueuedMail): Promise<void> {
  const { notBefore, ...rest } = mail;
  await tx
    .insert(outbox)
    .values({
      ...rest,
      attachments: mail.attachments ?? [],
      nextAttemptAt: notBefore ?? new Date(),
    })
    .onConflictDoNothing({ target: outbox.idempotencyKey });
}

interface RawOutboxRow {
  id: string;
  idempotency_key: string;
  to: string[];
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  attachments: OutboxAttachment[];
  attempts: number;
  lease_id: string;
  guard: OutboxGuard | null;
}

export interface ClaimedMail {
  id: string;
  idempotencyKey: string;
  to: string[];
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  attachments: OutboxAttachment[];
  attempts: number;
  leaseId: string;
  guard: OutboxGuard | null;
}

export function createOutboxStore(db: Database) {
  return {
    /**
     * Takes up to `limit` messages that are due, or whose sender's lease ran out (it died mid-send).
     * On PostgreSQL, SKIP LOCKED lets several instances claim at once without taking the same row;
     * the lease is what stops a slow sender and a reclaiming one from both marking a row sent.
     */
    async claimDue(options: { limit: number; leaseMs: number }): Promise<ClaimedMail[]> {
      const rows = await queryRows<RawOutboxRow>(
        db,
        sql`update outbox
            set status = 'sending',
                attempts = attempts + 1,
                lease_id = gen_random_uuid(),
                lease_until = now() + make_interval(secs => ${options.leaseMs / 1000})
            where id in (
              select id from outbox
              where (status = 'pending' and next_attempt_at <= now())
                 or (status = 'sending' and lease_until < now())
              order by next_attempt_at
              limit ${options.limit}
              for update skip locked
            )
            returning id, idempotency_key, "to", reply_to, subject, html, text, attachments,
                      attempts, lease_id, guard`,
      );
      return rows.map((r) => ({
        id: r.id,
        idempotencyKey: r.idempotency_key,
        to: r.to,
        replyTo: r.reply_to,
        subject: r.subject,
        html: r.html,
        text: r.text,
        attachments: r.attachments,
        attempts: r.attempts,
        leaseId: r.lease_id,
        guard: r.guard,
      }));
    },

    /** Only the holder of the current lease may record the result. */
    async markSent(mail: ClaimedMail): Promise<boolean> {
      const updated = await db
        .update(outbox)
        .set({
          status: "sent",
          sentAt: new Date(),
          leaseUntil: null,
          leaseId: null,
          lastError: null,
        })
        .where(
          and(
            eq(outbox.id, mail.id),
            eq(outbox.status, "sending"),
            eq(outbox.leaseId, mail.leaseId),
          ),
        )
        .returning({ id: outbox.id });
      return updated.length === 1;
    },

    /** A guarded message whose reason to send has gone (a reminder for a cancelled booking). */
    async markSkipped(mail: ClaimedMail): Promise<void> {
      await db
        .update(outbox)
        .set({ status: "skipped", leaseUntil: null, leaseId: null, sentAt: null })
        .where(
          and(
            eq(outbox.id, mail.id),
            eq(outbox.status, "sending"),
            eq(outbox.leaseId, mail.leaseId),
          ),
        );
    },

    async markFailed(mail: ClaimedMail, error: string): Promise<"retry" | "failed"> {
      const giveUp = mail.attempts >= MAX_ATTEMPTS;
      await db
        .update(outbox)
        .set({
          status: giveUp ? "failed" : "pending",
          leaseUntil: null,
          leaseId: null,
          lastError: error.slice(0, 2000),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(mail.attempts)),
        })
        .where(
          and(
            eq(outbox.id, mail.id),
            eq(outbox.status, "sending"),
            eq(outbox.leaseId, mail.leaseId),
          ),
        );
      return giveUp ? "failed" : "retry";
    },
  };
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;
