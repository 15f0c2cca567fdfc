import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { type FirmSettingKey, firmSettings } from "../../db/schema";
import { type Actor, recordAudit } from "../admin/audit-log";

export interface StoredFirmSetting {
  value: unknown;
  version: number;
  updatedAt: Date;
}

/** The document last saved under this key, or null while the configured defaults apply. */
export async function readFirmSetting(
  db: Database,
  key: FirmSettingKey,
): Promise<StoredFirmSetting | null> {
  const [row] = await db
    .select({
      value: firmSettings.value,
      version: firmSettings.version,
      updatedAt: firmSettings.updatedAt,
    })
    .from(firmSettings)
    .where(eq(firmSettings.key, key));
  return row ?? null;
}

export type SaveFirmSettingResult =
  | { ok: true; version: number }
  /** Someone saved since this editor loaded version `expectedVersion`: nothing was written. */
  | { ok: false; reason: "conflict"; currentVersion: number };

/**
 * Saves a validated document under `key`, with an audit entry holding before and after, in one
 * transaction. `expectedVersion` is the version the editor loaded (0 when nothing was stored):
 * a save from an older screen is refused, so one admin never silently undoes another's change.
 */
export async function saveFirmSetting(
  db: Database,
  input: {
    key: FirmSettingKey;
    value: unknown;
    /** The value in force before (the defaults when nothing was stored), for the audit entry. */
    before: unknown;
    expectedVersion: number;
    actor: Actor;
    /** "Office hours changed": one readable line for the audit log. */
    summary: string;
    /** Written in the same transaction, after the save (a to-do per booking left outside). */
    alsoInTransaction?: (tx: Transaction) => Promise<void>;
  },
): Promise<SaveFirmSettingResult> {
  return db.transaction(async (tx) => {
    // The row lock makes two simultaneous saves take turns, so only one sees its version.
    const [current] = await tx
      .select({ version: firmSettings.version })
      .from(firmSettings)
      .where(eq(firmSettings.key, input.key))
      .for("update");
    const currentVersion = current?.version ?? 0;
    if (currentVersion !== input.expectedVersion) {
      return { ok: false, reason: "conflict", currentVersion } as const;
    }
    const version = currentVersion + 1;
    await tx
      .insert(firmSettings)
      .values({ key: input.key, value: input.value, version, updatedBy: input.actor.id })
      .onConflictDoUpdate({
        target: firmSettings.key,
        set: { value: input.value, version, updatedAt: sql`now()`, updatedBy: input.actor.id },
      });
    await recordAudit(tx, input.actor, {
      action: `firm.${input.key}-change`,
      entityType: "firm",
      entityId: input.key,
      summary: input.summary,
      details: { before: input.before, after: input.value, version },
    });
    await input.alsoInTransaction?.(tx);
    return { ok: true, version } as const;
  });
}
