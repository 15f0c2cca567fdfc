import { and, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type Page, pageWithTotal } from "../../db/paging";
import { auditLog } from "../../db/schema";

/** Who made a change: the signed-in staff member, as the admin loaders know them. */
export interface Actor {
  id: string;
  name: string;
}

export interface AuditEntry {
  /** Dotted verb: "booking.cancel", "article.publish", "user.role-change". */
  action: string;
  entityType: string;
  entityId?: string | null;
  /** One readable line for the log screen. Keep personal data to what staff need to see. */
  summary: string;
  details?: Record<string, unknown>;
}

/**
 * Someone who changed a record from outside the admin area, without an account: a client
 * moving or cancelling their booking by its manage link.
 */
export interface OutsideActor {
  id: null;
  name: string;
}

/** Anything with insert: the database or a transaction, so the entry commits with the change. */
type Writer = Pick<Database, "insert">;

/**
 * Records a change in the audit log. Call it inside the same transaction as the change itself:
 * a change that rolls back leaves no entry, and an entry never exists without its change.
 */
export async function recordAudit(
  writer: Writer,
  actor: Actor | OutsideActor,
  entry: AuditEntry,
): Promise<void> {
  await writer.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.name,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    summary: entry.summary,
    details: entry.details ?? {},
  });
}

export interface AuditFilters {
  actorId?: string;
  entityType?: string;
  entityId?: string;
  /** Matches the action or the summary. */
  text?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

export type AuditRow = typeof auditLog.$inferSelect;

export function createAuditLogService(db: Database) {
  function where(filters: AuditFilters): SQL | undefined {
    const conditions: SQL[] = [];
    if (filters.actorId) conditions.push(eq(auditLog.actorId, filters.actorId));
    if (filters.entityType) conditions.push(eq(auditLog.entityType, filters.entityType));
    if (filters.entityId) conditions.push(eq(auditLog.entityId, filters.entityId));
    if (filters.from) conditions.push(gte(auditLog.at, filters.from));
    if (filters.to) conditions.push(lt(auditLog.at, filters.to));
    if (filters.text) {
      const pattern = `%${filters.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const match = or(ilike(auditLog.action, pattern), ilike(auditLog.summary, pattern));
      if (match) conditions.push(match);
    }
    return conditions.length ? and(...conditions) : undefined;
  }

  return {
    record: (actor: Actor, entry: AuditEntry) => recordAudit(db, actor, entry),

    /** Newest first, a page at a time. */
    list(filters: AuditFilters, page: Page): Promise<{ rows: AuditRow[]; total: number }> {
      const condition = where(filters);
      return pageWithTotal(
        db
          .select()
          .from(auditLog)
          .where(condition)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .$dynamic(),
        db.$count(auditLog, condition),
        page,
      );
    },

    /** A record's history, oldest first, for detail pages. */
    async forEntity(entityType: string, entityId: string): Promise<AuditRow[]> {
      return db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
        .orderBy(auditLog.at);
    },
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
