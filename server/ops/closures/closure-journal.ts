import { closeSync, fsyncSync, openSync, readFileSync, writeSync } from "node:fs";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { z } from "~/shared/zod";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { ensureDirectory } from "../../ensure-directory";

/**
 * Account closures are written here as well as carried out, one JSON line each, so that a
 * restore from a snapshot taken before a closure can carry it out again (erasure must survive
 * restores). The file lives in DATA_DIR beside the database, never inside a snapshot, and holds
 * only the account's id and when it was closed: no name or e-mail address in clear.
 */
export const CLOSURE_JOURNAL_FILE = "account-closures.jsonl";

const closureLine = z.object({ userId: z.uuid(), closedAt: z.iso.datetime() });
export type AccountClosure = { userId: string; closedAt: Date };

export function closureJournalPath(dataDir: string): string {
  return path.join(dataDir, CLOSURE_JOURNAL_FILE);
}

/**
 * Appends one closure and waits for it to reach the disk. Call it in the same request that
 * deletes the account, after the deletion commits: a closure journalled but not carried out
 * would only delete the account again on a restore, which is what was wanted anyway.
 */
export function recordAccountClosure(
  dataDir: string,
  closure: { userId: string; closedAt?: Date },
): void {
  ensureDirectory(dataDir);
  const line = `${JSON.stringify({
    userId: z.uuid().parse(closure.userId),
    // biome-ignore lint/plugin: when an account was closed, written to the journal
    closedAt: (closure.closedAt ?? new Date()).toISOString(),
  })}\n`;
  const fd = openSync(closureJournalPath(dataDir), "a", 0o600);
  try {
    writeSync(fd, line);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Every closure in the journal; a line that does not parse (a torn last write) is skipped. */
export function readAccountClosures(dataDir: string): AccountClosure[] {
  let text: string;
  try {
    text = readFileSync(closureJournalPath(dataDir), "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
  const closures: AccountClosure[] = [];
  for (const raw of text.split("\n")) {
    if (!raw.trim()) continue;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      continue;
    }
    const parsed = closureLine.safeParse(json);
    if (parsed.success) {
      closures.push({ userId: parsed.data.userId, closedAt: new Date(parsed.data.closedAt) });
    }
  }
  return closures;
}

/**
 * Carries out again every closure made after `since` (a snapshot's time): deletes those
 * accounts, and with them (by cascade) their sessions and password links. Bookings, enquiries
 * and notes keep their rows with the author cleared, as when the account was first closed.
 * Returns how many accounts were still present and are now gone.
 */
export async function reapplyAccountClosures(
  db: Database,
  dataDir: string,
  since: Date,
): Promise<{ journalled: number; deleted: number }> {
  const ids = readAccountClosures(dataDir)
    .filter((c) => c.closedAt.getTime() >= since.getTime())
    .map((c) => c.userId);
  if (ids.length === 0) return { journalled: 0, deleted: 0 };
  const deleted = await db
    .delete(users)
    .where(inArray(users.id, [...new Set(ids)]))
    .returning({ id: users.id });
  return { journalled: ids.length, deleted: deleted.length };
}
