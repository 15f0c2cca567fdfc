import { and, desc, eq } from "drizzle-orm";
import { type PriceList, priceListSchema } from "~/shared/prices/price-list-schema";
import type { Database } from "../../db/client";
import { auditLog } from "../../db/schema";
import type { Actor } from "../admin/audit-log";
import type { FirmFactsSource } from "../firm-facts";
import { readFirmSetting, type SaveFirmSettingResult, saveFirmSetting } from "./firm-settings";

/** The price list as the admin screen opens it: the figures in force and the version to save on. */
export interface EditablePriceList {
  list: PriceList;
  /** 0 while the seed applies (nothing saved yet). */
  version: number;
  /** The last save, from the audit log: who and when. */
  lastChange: { by: string; at: Date } | null;
}

const action = "firm.prices-change";

/**
 * The back office's side of the stored prices (issue 29): read the list with its version, and
 * save a whole new list, audited with before and after (firm_settings.ts). The screen checks
 * the list against the team first (priceListSchemaForTeam); this checks the shape again, so no
 * caller can store a list the pages would refuse to read.
 */
export function createPriceListAdmin(deps: { db: Database; firm: FirmFactsSource }) {
  async function current(): Promise<{ list: PriceList; version: number }> {
    // The list the pages show (the seed where nothing usable is stored), and the stored version:
    // a list the pages cannot read is replaced by the next save, and its version still counts,
    // so a save from an old screen is refused.
    const [list, row] = await Promise.all([deps.firm.prices(), readFirmSetting(deps.db, "prices")]);
    return { list, version: row?.version ?? 0 };
  }

  return {
    async editable(): Promise<EditablePriceList> {
      const [{ list, version }, [last]] = await Promise.all([
        current(),
        deps.db
          .select({ by: auditLog.actorName, at: auditLog.at })
          .from(auditLog)
          .where(and(eq(auditLog.action, action), eq(auditLog.entityId, "prices")))
          .orderBy(desc(auditLog.at))
          .limit(1),
      ]);
      return { list, version, lastChange: last ?? null };
    },

    /** Saves `list` if nobody saved since `expectedVersion`; `summary` is the audit log's line. */
    async save(
      actor: Actor,
      input: { list: PriceList; expectedVersion: number; summary: string },
    ): Promise<SaveFirmSettingResult> {
      const list = priceListSchema.parse(input.list);
      const before = await current();
      const result = await saveFirmSetting(deps.db, {
        key: "prices",
        value: list,
        before: before.list,
        expectedVersion: input.expectedVersion,
        actor,
        summary: input.summary,
      });
      // Every process hears of the change from the database (ADR 032); this one needs no wait.
      if (result.ok) deps.firm.invalidate();
      return result;
    },
  };
}

export type PriceListAdmin = ReturnType<typeof createPriceListAdmin>;
