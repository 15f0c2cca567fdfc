import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { makeTreePrivate } from "../private-files";
import { type ChangeChannel, changeChannels } from "./change-channels";
import { acquireDataDirLock, type DataDirLock } from "./lock";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The query builder both engines share; services are written against this type only. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** What `db.transaction` hands its callback: a Database whose work commits or rolls back as one. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls `onNotify` for every NOTIFY on `channel` once its transaction commits. `onGap` is
   * called when notifications may have been missed (the listening connection was lost and has
   * just come back). Closing the database stops listening.
   */
  listen(channel: ChangeChannel, handlers: NotificationHandlers): Promise<void>;
  /**
   * Resolves once every listener has been handed every notification committed before the call:
   * what a caller awaits instead of waiting a while for another connection's notice to arrive.
   */
  notificationsDelivered(): Promise<void>;
  /** The underlying engine, for the migrator. */
  engine: { kind: "pglite"; client: PGlite } | { kind: "postgres"; pool: pg.Pool };
}

export interface NotificationHandlers {
  onNotify(): void;
  onGap?(): void;
}

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  /**
   * A folder for the data files, or "memory" for a throwaway in-memory database; an in-memory
   * one may start from a copy of another's files (`dumpDataDir`), skipping initdb.
   */
  | { kind: "pglite"; dir: string | "memory"; startFrom?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") return openPostgres(target.url);
  return openPglite(target.dir, target.startFrom);
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  // Every pooled connection listens too, for one reason: PostgreSQL hands a session its own
  // notifications before it answers the COMMIT, so this process's own changes reach the
  // in-memory copies before the code that made them carries on (an anonymous request that
  // follows an edit then never sees the old page). Other processes' changes come through the
  // dedicated listener below, a moment later.
  const ownChanges = new Map<string, NotificationHandlers[]>();
  const listenOnEveryChannel = Object.values(changeChannels)
    .map((channel) => `LISTEN ${channel}`)
    .join("; ");
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    // Before the pool hands the new connection out, in one statement: a query sent while the
    // LISTENs still ran would share the connection with them, which pg deprecates (an error
    // from pg 9).
    onConnect: async (client) => {
      client.on("notification", (message) => {
        const own = message.processId === (client as pg.Client).processID;
        if (own) for (const h of ownChanges.get(message.channel) ?? []) h.onNotify();
      });
      // Without it this connection misses only its own changes, which the dedicated listener
      // still brings a moment later: not a reason to refuse the query waiting for it.
      await client.query(listenOnEveryChannel).catch(() => {});
    },
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const db: Database = drizzlePg(pool, { schema });
  const listeners: PostgresListener[] = [];
  const handle: DatabaseHandle = {
    db,
    kind: "postgres",
    engine: { kind: "postgres", pool },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, handlers) => {
      ownChanges.set(channel, [...(ownChanges.get(channel) ?? []), handlers]);
      const listener = new PostgresListener(url, channel, handlers);
      listeners.push(listener);
      await listener.start();
    },
    notificationsDelivered: async () => {
      await Promise.all(listeners.map((l) => l.roundTrip()));
    },
    close: async () => {
      await Promise.all(listeners.map((l) => l.stop()));
      await pool.end();
    },
  };
  await handle.ping();
  return handle;
}

async function openPglite(dir: string, startFrom?: Blob): Promise<DatabaseHandle> {
  let lock: DataDirLock | undefined;
  let client: PGlite;
  if (dir === "memory") {
    client = new PGlite(startFrom ? { loadDataDir: startFrom } : undefined);
  } else {
    mkdirSync(path.dirname(dir), { recursive: true });
    lock = await acquireDataDirLock(`${dir}.lock`);
    try {
      client = new PGlite(dir);
    } catch (err) {
      await lock.release();
      throw err;
    }
  }
  try {
    await client.waitReady;
  } catch (err) {
    await lock?.release();
    throw err;
  }
  const db: Database = drizzlePglite(client, { schema });
  return {
    db,
    kind: "pglite",
    engine: { kind: "pglite", client },
    ping: async () => {
      await client.query("select 1");
    },
    // One process holds an embedded database, so nothing can be missed: no gaps to report.
    listen: async (channel, handlers) => {
      await client.listen(channel, () => handlers.onNotify());
    },
    // Its notifications are handed over as each transaction commits; a query behind them is
    // the same one-connection queue.
    notificationsDelivered: async () => {
      await client.query("select 1");
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
        // Files the engine made while open carry 0666 (Emscripten ignores the umask).
        if (dir !== "memory") makeTreePrivate(dir);
      } finally {
        await lock?.release();
      }
    },
  };
}

const LISTEN_RETRY_MS = 5_000;

/**
 * LISTEN needs a connection of its own that stays open (a pooled one is handed to other
 * queries), so each listener keeps one and reconnects when it drops.
 */
class PostgresListener {
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly handlers: NotificationHandlers,
  ) {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel name: ${channel}`);
  }

  /** Resolves once listening, or once the first attempt has failed and a retry is set. */
  async start(): Promise<void> {
    await this.connect(false);
  }

  /**
   * A query on the listening connection: PostgreSQL sends a session its pending notifications
   * before it answers, and pg emits them in the order they came, so by the time this resolves
   * every notification committed before it has been handed to the handlers.
   */
  async roundTrip(): Promise<void> {
    await this.client?.query("select 1");
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private async connect(afterLoss: boolean): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 5_000 });
    client.on("notification", (message) => {
      if (message.channel === this.channel) this.handlers.onNotify();
    });
    // An "error" without a listener would crash the process; "end" follows it and retries.
    client.on("error", () => {});
    client.on("end", () => {
      if (this.client !== client || this.stopped) return;
      this.client = undefined;
      this.scheduleRetry();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch {
      await client.end().catch(() => {});
      this.scheduleRetry();
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    if (afterLoss) this.handlers.onGap?.();
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.connect(true), LISTEN_RETRY_MS);
    this.retry.unref();
  }
}
