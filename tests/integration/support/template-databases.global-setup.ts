// The integration suite's global setup: one migrated database, seeded and not, made once per run
// and copied by every test file, instead of each file running initdb and every migration
// (about 4.5 s a file on PGlite, where a copy starts in about 1.5 s).
//
// On PGlite the copies are tar files of the data directory, in a temporary folder; on a
// PostgreSQL server (TEST_DATABASE_URL) they are template databases that CREATE DATABASE copies.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { type DatabaseHandle, openDatabase } from "../../../server/db/client";
import { migrateDatabase } from "../../../server/db/migrate";
import { seedDatabase } from "../../../server/db/seed/seed-database";

/** Where each template is: a tar file's path (PGlite) or a database's name (PostgreSQL). */
export interface DatabaseTemplates {
  seeded: string;
  empty: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

async function prepare(handle: DatabaseHandle, seed: boolean) {
  await migrateDatabase(handle);
  if (seed) await seedDatabase(handle.db);
}

async function pgliteTemplates(): Promise<{ templates: DatabaseTemplates; remove(): void }> {
  const folder = mkdtempSync(path.join(tmpdir(), "solicitors-db-templates-"));
  const make = async (seed: boolean) => {
    const handle = await openDatabase({ kind: "pglite", dir: "memory" });
    try {
      await prepare(handle, seed);
      const client = (handle.engine as { client: PGlite }).client;
      const file = path.join(folder, seed ? "seeded.tar" : "empty.tar");
      writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
      return file;
    } finally {
      await handle.close();
    }
  };
  return {
    templates: { seeded: await make(true), empty: await make(false) },
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

async function postgresTemplates(
  serverUrl: string,
): Promise<{ templates: DatabaseTemplates; remove(): Promise<void> }> {
  const suffix = randomBytes(4).toString("hex");
  const names = { seeded: `template_seeded_${suffix}`, empty: `template_empty_${suffix}` };
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  for (const [kind, name] of Object.entries(names)) {
    await admin(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ kind: "postgres", url: url.toString() });
    try {
      await prepare(handle, kind === "seeded");
    } finally {
      // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
      await handle.close();
    }
  }
  return {
    templates: names,
    remove: async () => {
      for (const name of Object.values(names)) {
        await admin(`drop database if exists ${name} with (force)`);
      }
    },
  };
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const made = serverUrl ? await postgresTemplates(serverUrl) : await pgliteTemplates();
  project.provide("databaseTemplates", made.templates);
  return () => made.remove();
}
