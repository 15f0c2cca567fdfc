import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { acquireDataDirLock } from "./lock";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The query builder both engines share; services are written against this type only. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The underlying engine, for the migrator. */
  engine: { kind: "pglite"; client: PGlite } | { kind: "postgres"; pool: pg.Pool };
}

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  /** A folder for the data files, or "memory" for a throwaway in-memory database. */
  | { kind: "pglite"; dir: string | "memory" };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") return openPostgres(target.url);
  return openPglite(target.dir);
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const handle: DatabaseHandle = {
    db,
    kind: "postgres",
    engine: { kind: "postgres", pool },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
  await handle.ping();
  return handle;
}

async function openPglite(dir: string): Promise<DatabaseHandle> {
  let lock: { release(): void } | undefined;
  let client: PGlite;
  if (dir === "memory") {
    client = new PGlite();
  } else {
    mkdirSync(path.dirname(dir), { recursive: true });
    lock = acquireDataDirLock(`${dir}.lock`);
    try {
      client = new PGlite(dir);
    } catch (err) {
      lock.release();
      throw err;
    }
  }
  try {
    await client.waitReady;
  } catch (err) {
    lock?.release();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    engine: { kind: "pglite", client },
    ping: async () => {
      await client.query("select 1");
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** Rows of a raw SQL query; both drivers return `{ rows }`, which the shared type hides. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
