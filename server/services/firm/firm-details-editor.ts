import { eq } from "drizzle-orm";
import type { FirmDetails, FirmFacts } from "~/shared/firm/facts";
import { firmDetailsSchema } from "~/shared/firm/settings-schemas";
import type { Database } from "../../db/client";
import { firmSettings, users } from "../../db/schema";
import type { Actor } from "../admin/audit-log";
import type { FirmFactsSource } from "../firm-facts";
import { type SaveFirmSettingResult, saveFirmSetting } from "./firm-settings";

/** The firm details screen as it opens: what is in force, its version and who saved it last. */
export interface FirmDetailsForEditing {
  details: FirmDetails;
  /** 0 while nothing has been saved (the sample values apply). */
  version: number;
  lastChange: { at: Date; by: string | null } | null;
}

/** The details part of the facts: everything but the hours, the closure and the configured provider. */
export function detailsOf(facts: FirmFacts): FirmDetails {
  const { hours: _hours, nextClosure: _closure, videoProvider: _provider, ...details } = facts;
  return details;
}

/**
 * The firm details an admin edits on /admin/firm (firm_settings "details"): read with the
 * version the form carries back, and saved with the audit entry holding before and after.
 */
export function createFirmDetailsEditor(deps: { db: Database; firm: FirmFactsSource }) {
  return {
    async load(): Promise<FirmDetailsForEditing> {
      const [row] = await deps.db
        .select({
          value: firmSettings.value,
          version: firmSettings.version,
          updatedAt: firmSettings.updatedAt,
          by: users.name,
        })
        .from(firmSettings)
        .leftJoin(users, eq(users.id, firmSettings.updatedBy))
        .where(eq(firmSettings.key, "details"));
      // Read from the row, not the kept facts: the screen shows exactly the version it saves over.
      const stored = row ? firmDetailsSchema.safeParse(row.value) : undefined;
      return {
        details: stored?.success ? stored.data : detailsOf(await deps.firm.facts()),
        version: row?.version ?? 0,
        lastChange: row ? { at: row.updatedAt, by: row.by } : null,
      };
    },

    async save(
      actor: Actor,
      expectedVersion: number,
      details: FirmDetails,
    ): Promise<SaveFirmSettingResult> {
      const before = detailsOf(await deps.firm.facts());
      const result = await saveFirmSetting(deps.db, {
        key: "details",
        value: details,
        before,
        expectedVersion,
        actor,
        summary: "Firm details changed",
      });
      // The database tells every process (firm_facts_changed); this one need not wait for it.
      if (result.ok) deps.firm.invalidate();
      return result;
    },
  };
}

export type FirmDetailsEditor = ReturnType<typeof createFirmDetailsEditor>;
