import { existsSync, openAsBlob, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { DEFAULT_RESTORE_MAX_DATABASE_MB } from "../../config";
import { createFileAtomically } from "../../create-file-atomically";
import type { Database } from "../../db/client";
import { acquireDataDirLock } from "../../db/lock";
import * as schema from "../../db/schema";
import { ensureDirectory } from "../../ensure-directory";
import { reapplyAccountClosures } from "../closures/closure-journal";
import { readSnapshot, removeUnfinishedRestores, type SnapshotContents } from "./read-snapshot";
import type { SnapshotManifest } from "./snapshot-manifest";

export class RestoreRefusedError extends Error {
  override name = "RestoreRefusedError";
}

export interface RestoreResult {
  manifest: SnapshotManifest;
  databaseDir: string;
  closures: { journalled: number; deleted: number };
}

/**
 * Restores a snapshot into `dataDir`, whose embedded database folder must be missing or empty:
 * a restore never overwrites a database, and the data-directory lock (ADR 027) refuses while a
 * server holds it. Secret files come back as they were (0600); one already present must match.
 * Account closures journalled in `dataDir` since the snapshot was taken are carried out again
 * before anything can serve the data.
 */
export async function restoreSnapshot(
  file: string,
  dataDir: string,
  options: { maxDatabaseBytes: number } = {
    maxDatabaseBytes: DEFAULT_RESTORE_MAX_DATABASE_MB * 1024 * 1024,
  },
): Promise<RestoreResult> {
  const databaseDir = path.join(dataDir, "pglite");
  ensureDirectory(dataDir);
  const lock = await acquireDataDirLock(`${databaseDir}.lock`);
  let snapshot: SnapshotContents | undefined;
  try {
    if (existsSync(databaseDir) && readdirSync(databaseDir).length > 0) {
      throw new RestoreRefusedError(
        `${databaseDir} already holds a database. A restore only goes into an empty data directory: stop the server and move that folder aside first (keep it until the restored site is checked).`,
      );
    }
    removeUnfinishedRestores(dataDir);
    snapshot = await readSnapshot(file, {
      maxDatabaseBytes: options.maxDatabaseBytes,
      workDir: dataDir,
    });
    for (const secret of snapshot.secrets) {
      const target = path.join(dataDir, secret.name);
      if (existsSync(target) && !readFileSync(target).equals(secret.content)) {
        throw new RestoreRefusedError(
          `${target} differs from the snapshot's. Move it aside first: the restored database needs the snapshot's, or its manage links stop working.`,
        );
      }
    }
    let client: PGlite | undefined;
    try {
      client = new PGlite(databaseDir, {
        // A Blob backed by the file: the snapshot's database is never read into memory here.
        loadDataDir: await openAsBlob(snapshot.databaseFile),
      });
      await client.waitReady;
      const db: Database = drizzle(client, { schema });
      const closures = await reapplyAccountClosures(
        db,
        dataDir,
        new Date(snapshot.manifest.createdAt),
      );
      await client.close();
      client = undefined;
      for (const secret of snapshot.secrets) {
        createFileAtomically(path.join(dataDir, secret.name), secret.content.toString("utf8"));
      }
      return { manifest: snapshot.manifest, databaseDir, closures };
    } catch (err) {
      if (client && !client.closed) await client.close().catch(() => {});
      // This folder was empty or missing before: leave it so, for the next attempt.
      rmSync(databaseDir, { recursive: true, force: true });
      throw err;
    }
  } finally {
    snapshot?.discard();
    await lock.release();
  }
}
