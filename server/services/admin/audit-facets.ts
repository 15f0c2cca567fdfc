import { asc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { auditLog } from "../../db/schema";

/**
 * The choices for the audit log's filters, read from the log itself: people who have since
 * left still appear, because the log keeps their name.
 */
export function createAuditFacets(db: Database) {
  return {
    async actors(): Promise<Array<{ id: string; name: string }>> {
      const rows = await db
        .selectDistinct({ id: auditLog.actorId, name: auditLog.actorName })
        .from(auditLog)
        .orderBy(asc(auditLog.actorName));
      return rows.flatMap((r) => (r.id ? [{ id: r.id, name: r.name }] : []));
    },

    async entityTypes(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ type: auditLog.entityType })
        .from(auditLog)
        .orderBy(asc(auditLog.entityType));
      return rows.map((r) => r.type);
    },
  };
}
