import { and, count, eq, gt, gte, inArray, isNotNull, lte, min, sql } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { outbox } from "../../db/schema";
import { appVersion } from "../../ops/app-version";
import { listSnapshots } from "../../ops/backup/snapshot-files";

const HOUR_MS = 60 * 60 * 1000;
/** Past these, the health screen warns (issue 21). */
export const MAIL_WAIT_WARNING_MS = HOUR_MS;
export const MAIL_FAILURE_WINDOW_MS = HOUR_MS;
export const BACKUP_AGE_WARNING_MS = 24 * HOUR_MS;

export type HealthWarning =
  | { kind: "mail-waiting-long"; since: Date }
  | { kind: "mail-failed-recently"; count: number }
  | { kind: "mail-failed"; count: number }
  | { kind: "mail-retrying"; count: number }
  | { kind: "no-recent-backup"; last: Date | null };

export interface SiteHealth {
  mail: {
    /** Due and not yet sent. */
    waiting: number;
    /** Not due yet: reminders queued for the day before a consultation. */
    scheduled: number;
    /** Waiting, with a failed attempt behind them: the worker tries them again. */
    retrying: number;
    /** Given up after every attempt: they wait for someone to retry them. */
    failed: number;
    /** Messages with an attempt that failed in the last hour, sent since or not. */
    failedLastHour: number;
    /** When the longest-waiting message that is due became due. */
    oldestWaitingSince: Date | null;
  };
  /** Embedded database: the newest snapshot; PostgreSQL: backed up outside the app. */
  backup: { kind: "embedded"; last: { at: Date; bytes: number } | null } | { kind: "external" };
  database: { kind: "pglite" | "postgres"; bytes: number };
  version: { version: string; commit: string | undefined };
  uptimeSeconds: number;
  warnings: HealthWarning[];
}

/** What the staff health screen shows, read fresh on each visit. */
export function createSiteHealth(deps: {
  db: Database;
  databaseKind: "pglite" | "postgres";
  backupsDir: string;
  appCommit: string | undefined;
  clock: Clock;
}) {
  const { db } = deps;
  return {
    async read(now = deps.clock.now()): Promise<SiteHealth> {
      const unsent = inArray(outbox.status, ["pending", "sending"]);
      const [counts, [waiting], [scheduled], [retrying], [failedLastHour], [size]] =
        await Promise.all([
          db.select({ status: outbox.status, n: count() }).from(outbox).groupBy(outbox.status),
          // Mail waits from when it is due, not from when it was queued (a reminder, days ahead).
          db
            .select({ n: count(), at: min(outbox.dueAt) })
            .from(outbox)
            .where(and(unsent, lte(outbox.dueAt, now))),
          db
            .select({ n: count() })
            .from(outbox)
            .where(and(eq(outbox.status, "pending"), gt(outbox.dueAt, now))),
          db
            .select({ n: count() })
            .from(outbox)
            .where(and(eq(outbox.status, "pending"), isNotNull(outbox.lastError))),
          db
            .select({ n: count() })
            .from(outbox)
            .where(gte(outbox.lastFailedAt, new Date(now.getTime() - MAIL_FAILURE_WINDOW_MS))),
          // pg_database_size needs no table, but the query builder wants a FROM: one empty row.
          db
            .select({ bytes: sql<string | number>`pg_database_size(current_database())` })
            .from(sql`(select 1) as one`),
        ]);
      const countOf = (status: string) => counts.find((c) => c.status === status)?.n ?? 0;
      const mail = {
        waiting: waiting?.n ?? 0,
        scheduled: scheduled?.n ?? 0,
        retrying: retrying?.n ?? 0,
        failed: countOf("failed"),
        failedLastHour: failedLastHour?.n ?? 0,
        oldestWaitingSince: waiting?.at ?? null,
      };
      const newest = deps.databaseKind === "pglite" ? listSnapshots(deps.backupsDir)[0] : undefined;
      const backup: SiteHealth["backup"] =
        deps.databaseKind === "pglite"
          ? {
              kind: "embedded",
              last: newest ? { at: newest.finishedAt, bytes: newest.bytes } : null,
            }
          : { kind: "external" };

      const warnings: HealthWarning[] = [];
      if (
        mail.oldestWaitingSince &&
        now.getTime() - mail.oldestWaitingSince.getTime() > MAIL_WAIT_WARNING_MS
      ) {
        warnings.push({ kind: "mail-waiting-long", since: mail.oldestWaitingSince });
      }
      if (mail.failedLastHour > 0) {
        warnings.push({ kind: "mail-failed-recently", count: mail.failedLastHour });
      }
      if (mail.failed > 0) warnings.push({ kind: "mail-failed", count: mail.failed });
      if (mail.retrying > 0) warnings.push({ kind: "mail-retrying", count: mail.retrying });
      if (
        backup.kind === "embedded" &&
        (!backup.last || now.getTime() - backup.last.at.getTime() > BACKUP_AGE_WARNING_MS)
      ) {
        warnings.push({ kind: "no-recent-backup", last: backup.last?.at ?? null });
      }
      return {
        mail,
        backup,
        database: { kind: deps.databaseKind, bytes: Number(size?.bytes ?? 0) },
        version: appVersion(deps.appCommit),
        uptimeSeconds: Math.round(process.uptime()),
        warnings,
      };
    },
  };
}

export type SiteHealthService = ReturnType<typeof createSiteHealth>;
