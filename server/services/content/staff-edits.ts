import { and, eq, sql, TransactionRollbackError } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Transaction } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import type { Actor } from "../admin/audit-log";
import { type Executor, storeImage } from "../images/image-store";
import type { ProcessedImage } from "../images/process-image";

/** A new picture, already checked and re-encoded; or an instruction to drop the current one. */
export type ImageChange =
  | { kind: "keep" }
  | { kind: "remove" }
  | { kind: "replace"; image: Extract<ProcessedImage, { kind: "ok" }> };

/** The picture a record has after a change: the new one (stored now), none, or the current one. */
export async function imageAfter(
  tx: Executor,
  actor: Actor,
  change: ImageChange,
  current: string | null,
): Promise<string | null> {
  if (change.kind === "keep") return current;
  return change.kind === "replace" ? storeImage(tx, change.image, actor.id) : null;
}

export type SaveRefused = { kind: "slug-taken"; takenBy: string } | { kind: "stale" };

/**
 * Runs staff's save of a record with a unique slug and a version (an article, a team member).
 * A unique violation on the slug, even in a race, becomes "slug-taken" naming the record that
 * holds it; the rollback a stale version asks for (someone saved since the editor loaded the
 * record) becomes "stale", with nothing of this save stored.
 */
export async function saveWithSlug<Saved>(
  work: () => Promise<Saved>,
  holderOfSlug: () => Promise<string>,
): Promise<Saved | SaveRefused> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) return { kind: "slug-taken", takenBy: await holderOfSlug() };
    if (err instanceof TransactionRollbackError) return { kind: "stale" };
    throw err;
  }
}

/** A table whose rows carry a version that every save raises. */
type VersionedTable = PgTable & { id: PgColumn; version: PgColumn; updatedAt: PgColumn };

/**
 * Stores staff's edit of a row only if it is still at the version their editor loaded, and
 * raises the version. If someone else saved first, rolls the transaction back: their change is
 * kept and nothing of this one is stored (`saveWithSlug` and `unlessStale` answer "stale").
 */
export async function updateVersioned<T extends VersionedTable>(
  tx: Transaction,
  table: T,
  loaded: { id: string; version: number },
  values: PgUpdateSetSource<T>,
): Promise<void> {
  const [updated] = await tx
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1`, updatedAt: new Date() })
    .where(and(eq(table.id, loaded.id), eq(table.version, loaded.version)))
    .returning({ id: table.id });
  if (!updated) tx.rollback();
}
