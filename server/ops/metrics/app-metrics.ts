import { and, count, eq, gt, inArray, lte, min } from "drizzle-orm";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { systemClock } from "../../clock";
import type { DatabaseHandle } from "../../db/client";
import { bookings, outbox, outboxStatuses } from "../../db/schema";
import { listSnapshots } from "../backup/snapshot-files";
import type { OpsEvents } from "./ops-events";

export interface AppMetrics {
  registry: Registry;
  events: OpsEvents;
  observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
}

/** Said in the help text of every gauge read from the database that all instances share. */
const SHARED = "Read from the shared database: across several instances take the max, not the sum.";

/**
 * The Prometheus metrics of one process (ADR 024): its own registry, so tests can build
 * several apps in one process. Counters count what this process did; gauges read from the
 * database are the same on every instance and say so.
 */
export function createAppMetrics(deps: {
  database: DatabaseHandle;
  backupsDir: string;
  /** The clock the gauges read (tests pass their own). */
  now?: () => Date;
}): AppMetrics {
  const now = deps.now ?? (() => systemClock.now());
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  // Every counter here is this process's own; a declaration is its name, help and labels.
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Counter<L>({ name, help, labelNames, registers });

  const requests = counter(
    "http_requests_total",
    "HTTP requests answered, by method, route pattern (never the raw path) and status.",
    ["method", "route", "status"],
  );
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method and route pattern.",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const bookingsMade = counter(
    "bookings_made_total",
    "Consultations booked on the site by this process (kind: booking or saturday-request).",
    ["kind"],
  );
  const bookingsCancelled = counter(
    "bookings_cancelled_total",
    "Consultations cancelled by this process, by who cancelled (client or staff).",
    ["by"],
  );
  const bookingsMoved = counter(
    "bookings_moved_total",
    "Consultations moved to another time by this process, by who moved them.",
    ["by"],
  );
  const enquiries = counter(
    "enquiries_received_total",
    "Contact-form enquiries stored by this process.",
  );
  const mailSent = counter("outbox_sent_total", "E-mails this process delivered from the outbox.");
  const mailFailed = counter(
    "outbox_send_failures_total",
    "Failed attempts to deliver an e-mail (outcome retry: tried again later; failed: given up).",
    ["outcome"],
  );
  const pageCache = counter(
    "page_cache_lookups_total",
    "Kept-page lookups (cache release: pages kept for the release; shared: database pages).",
    ["cache", "outcome"],
  );

  const db = deps.database.db;
  new Gauge({
    name: "outbox_messages",
    help: `E-mails in the outbox by status. ${SHARED}`,
    labelNames: ["status"] as const,
    registers,
    async collect() {
      const rows = await db
        .select({ status: outbox.status, n: count() })
        .from(outbox)
        .groupBy(outbox.status);
      for (const status of outboxStatuses) this.set({ status }, 0);
      for (const row of rows) this.set({ status: row.status }, row.n);
    },
  });
  new Gauge({
    name: "outbox_oldest_unsent_age_seconds",
    help: `How long the longest-waiting e-mail that is due has waited since it became due (0 when none waits; a reminder scheduled for later does not count). ${SHARED}`,
    registers,
    async collect() {
      const at = now();
      const [row] = await db
        .select({ oldest: min(outbox.dueAt) })
        .from(outbox)
        .where(and(inArray(outbox.status, ["pending", "sending"]), lte(outbox.dueAt, at)));
      this.set(row?.oldest ? Math.max(0, (at.getTime() - row.oldest.getTime()) / 1000) : 0);
    },
  });

  new Gauge({
    name: "bookings_upcoming",
    help: `Confirmed consultations still to come, by lawyer (team member id; "none" while a booking has no lawyer) and practice area slug. Never by name. ${SHARED}`,
    labelNames: ["lawyer_id", "practice_area"] as const,
    registers,
    async collect() {
      const rows = await db
        .select({ lawyerId: bookings.lawyerId, area: bookings.practiceArea, n: count() })
        .from(bookings)
        .where(and(eq(bookings.status, "confirmed"), gt(bookings.startsAt, now())))
        .groupBy(bookings.lawyerId, bookings.practiceArea);
      // A pair with no bookings left drops out rather than staying at its last count.
      this.reset();
      for (const row of rows) {
        this.set({ lawyer_id: row.lawyerId ?? "none", practice_area: row.area }, row.n);
      }
    },
  });

  if (deps.database.engine.kind === "pglite") {
    const backupsDir = deps.backupsDir;
    new Gauge({
      name: "backup_last_success_timestamp_seconds",
      help: "When the newest snapshot in DATA_DIR/backups was finished (Unix time; 0: none yet).",
      registers,
      collect() {
        const newest = listSnapshots(backupsDir)[0];
        this.set(newest ? newest.finishedAt.getTime() / 1000 : 0);
      },
    });
  } else {
    const pool = deps.database.engine.pool;
    new Gauge({
      name: "db_pool_connections",
      help: "This process's PostgreSQL connections (state: total, idle, waiting for one).",
      labelNames: ["state"] as const,
      registers,
      collect() {
        this.set({ state: "total" }, pool.totalCount);
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
      },
    });
  }

  return {
    registry,
    observeRequest({ method, route, status }, seconds) {
      requests.inc({ method, route, status: String(status) });
      durations.observe({ method, route }, seconds);
    },
    events: {
      bookingMade: (kind) => bookingsMade.inc({ kind }),
      bookingCancelled: (by) => bookingsCancelled.inc({ by }),
      bookingMoved: (by) => bookingsMoved.inc({ by }),
      enquiryReceived: () => enquiries.inc(),
      mailSent: () => mailSent.inc(),
      mailFailed: (outcome) => mailFailed.inc({ outcome }),
      pageCache: (cache, outcome) => pageCache.inc({ cache, outcome }),
    },
  };
}
