import { and, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
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
      // Due by the database's clock, the one claimDue and the lease compare with (ADR 028).
      nextAttemptAt: notBefore ?? sql`now()`,
      dueAt: notBefore ?? sql`now()`,
    })
    .onConflictDoNothing({ target: outbox.idempotencyKey });
}

export type ClaimedMail = Pick<
  OutboxRow,
  | "id"
  | "idempotencyKey"
  | "to"
  | "replyTo"
  | "subject"
  | "html"
  | "text"
  | "attachments"
  | "attempts"
  | "guard"
> & { leaseId: string };

/** Only the holder of the current lease may record a claimed message's result. */
const heldBy = (mail: ClaimedMail) =>
  and(eq(outbox.id, mail.id), eq(outbox.status, "sending"), eq(outbox.leaseId, mail.leaseId));

export function createOutboxStore(db: Database) {
  return {
    /**
     * Takes up to `limit` messages that are due, or whose sender's lease ran out (it died mid-send).
     * On PostgreSQL, SKIP LOCKED lets several instances claim at once without taking the same row;
     * the lease is what stops a slow sender and a reclaiming one from both marking a row sent.
     */
    async claimDue(options: { limit: number; leaseMs: number }): Promise<ClaimedMail[]> {
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          or(
            and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, sql`now()`)),
            and(eq(outbox.status, "sending"), lt(outbox.leaseUntil, sql`now()`)),
          ),
        )
        .orderBy(outbox.nextAttemptAt)
        .limit(options.limit)
        .for("update", { skipLocked: true });
      const rows = await db
        .update(outbox)
        .set({
          status: "sending",
          attempts: sql`${outbox.attempts} + 1`,
          leaseId: sql`gen_random_uuid()`,
          leaseUntil: sql`now() + make_interval(secs => ${options.leaseMs / 1000})`,
        })
        .where(inArray(outbox.id, due))
        .returning({
          id: outbox.id,
          idempotencyKey: outbox.idempotencyKey,
          to: outbox.to,
          replyTo: outbox.replyTo,
          subject: outbox.subject,
          html: outbox.html,
          text: outbox.text,
          attachments: outbox.attachments,
          attempts: outbox.attempts,
          leaseId: outbox.leaseId,
          guard: outbox.guard,
        });
      return rows.map(({ leaseId, ...mail }) => {
        if (!leaseId) throw new Error(`outbox row ${mail.id} claimed without a lease`);
        return { ...mail, leaseId };
      });
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
        .where(heldBy(mail))
        .returning({ id: outbox.id });
      return updated.length === 1;
    },

    /** A guarded message whose reason to send has gone (a reminder for a cancelled booking). */
    async markSkipped(mail: ClaimedMail): Promise<void> {
      await db
        .update(outbox)
        .set({ status: "skipped", leaseUntil: null, leaseId: null, sentAt: null })
        .where(heldBy(mail));
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
          lastFailedAt: new Date(),
          nextAttemptAt: sql`now() + make_interval(secs => ${retryDelayMs(mail.attempts) / 1000})`,
        })
        .where(heldBy(mail));
      return giveUp ? "failed" : "retry";
    },
  };
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;
