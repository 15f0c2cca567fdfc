import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../../server/db/client";
import { migrateDatabase } from "../../../server/db/migrate";
import { seedDatabase } from "../../../server/db/seed/seed-database";

export interface TestDatabase {
  handle: DatabaseHandle;
  /** On a PostgreSQL server, this database's URL, for a second connection (a second "instance"). */
  url?: string;
  /** Closes the connection and, on a PostgreSQL server, drops the throwaway database. */
  dispose(): Promise<void>;
}

const templateFiles = new Map<string, Blob>();

/** The run's template (template-databases.global-setup.ts) for a database seeded or not. */
function pgliteTemplate(seed: boolean): Blob {
  const file = inject("databaseTemplates")[seed ? "seeded" : "empty"];
  let blob = templateFiles.get(file);
  if (!blob) {
    blob = new Blob([readFileSync(file)]);
    templateFiles.set(file, blob);
  }
  return blob;
}

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default, or a new
 * database on the server named by TEST_DATABASE_URL, so files can run in parallel. Each is a copy
 * of the run's template, made once by the global setup, unless it stops at other migrations.
 */
export async function createTestDatabase(
  options: {
    seed?: boolean;
    /** Migrations from another folder: one that stops before a data migration under test. */
    migrationsFolder?: string;
  } = {},
): Promise<TestDatabase> {
  const seed = options.seed ?? true;
  const serverUrl = process.env.TEST_DATABASE_URL;
  const fromTemplate = options.migrationsFolder === undefined;
  if (!serverUrl) {
    if (fromTemplate) {
      const handle = await openDatabase({
        kind: "pglite",
        dir: "memory",
        startFrom: pgliteTemplate(seed),
      });
      return { handle, dispose: () => handle.close() };
    }
    const handle = await openDatabase({ kind: "pglite", dir: "memory" });
    await migrateDatabase(handle, options.migrationsFolder);
    if (seed) await seedDatabase(handle.db);
    return { handle, dispose: () => handle.close() };
  }
  const name = `test_${randomBytes(6).toString("hex")}`;
  const template = fromTemplate ? inject("databaseTemplates")[seed ? "seeded" : "empty"] : null;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString() });
  if (!template) {
    await migrateDatabase(handle, options.migrationsFolder);
    if (seed) await seedDatabase(handle.db);
  }
  return {
    handle,
    url: url.toString(),
    async dispose() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL;
}
