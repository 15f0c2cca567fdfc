import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrationsDir } from "../paths";
import type { DatabaseHandle } from "./client";

// Any fixed number works; it only has to be the same in every instance of this app.
const MIGRATION_LOCK_KEY = 558_160_001;

/**
 * Applies pending migrations. Safe to call from several instances starting at once. `folder`:
 * tests of a data migration stop at the one before it.
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  folder: string = migrationsDir,
): Promise<void> {
  const { engine } = handle;
  if (engine.kind === "pglite") {
    await migratePglite(handle.db as Parameters<typeof migratePglite>[0], {
      migrationsFolder: folder,
    });
    return;
  }
  // drizzle's migrator takes no lock of its own: two instances would both apply a migration.
  const client = await engine.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder: folder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
