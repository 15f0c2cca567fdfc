import {
  chmodSync,
  closeSync,
  createWriteStream,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
} from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type { PGlite } from "@electric-sql/pglite";
import { pack as tarPack } from "tar-stream";
import { ensureDirectory } from "../../ensure-directory";
import { appVersion } from "../app-version";
import { type SnapshotFile, snapshotFileName } from "./snapshot-files";
import { SECRET_FILES, SNAPSHOT_ENTRIES, type SnapshotManifest } from "./snapshot-manifest";

export interface SnapshotSource {
  client: PGlite;
  dataDir: string;
  backupsDir: string;
  sessionSecretFromEnvironment: boolean;
}

/**
 * Writes one snapshot of the embedded database and its secret files into `backupsDir`, from
 * inside the process that holds the database (ADR 024). PGlite copies its data directory
 * while no query runs (it takes the same lock queries take), after a CHECKPOINT, so the copy
 * is consistent and needs no recovery; requests wait only for the copy, not for compression,
 * which runs on libuv's threads. The file appears under its final name only once complete and
 * flushed, so a listed snapshot is always a whole one.
 */
export async function writeSnapshot(
  source: SnapshotSource,
  // biome-ignore lint/plugin: a snapshot's name, outside createApp
  now = new Date(),
): Promise<SnapshotFile> {
  // Snapshots hold personal data and the session secret: a folder made here is the owner's only.
  const existed = existsSync(source.backupsDir);
  ensureDirectory(source.backupsDir);
  if (!existed) chmodSync(source.backupsDir, 0o700);
  const secrets = SECRET_FILES.flatMap((name) => {
    try {
      return [{ name, content: readFileSync(path.join(source.dataDir, name)) }];
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw err;
    }
  });
  const manifest: SnapshotManifest = {
    format: 1,
    createdAt: now.toISOString(),
    database: "pglite",
    appVersion: appVersion().version,
    secrets: secrets.map((s) => s.name),
    sessionSecretFromEnvironment: source.sessionSecretFromEnvironment,
  };
  await source.client.query("CHECKPOINT");
  const dump = await source.client.dumpDataDir("none");
  const database = Buffer.from(await dump.arrayBuffer());

  const finalFile = path.join(source.backupsDir, snapshotFileName(now));
  const partFile = `${finalFile}.part`;
  const tar = tarPack();
  const written = pipeline(tar, createGzip(), createWriteStream(partFile, { mode: 0o600 }));
  try {
    tar.entry({ name: SNAPSHOT_ENTRIES.manifest }, JSON.stringify(manifest, null, 2));
    for (const secret of secrets) {
      tar.entry({ name: SNAPSHOT_ENTRIES.secret(secret.name), mode: 0o600 }, secret.content);
    }
    tar.entry({ name: SNAPSHOT_ENTRIES.database }, database);
    tar.finalize();
    await written;
    const fd = openSync(partFile, "r");
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(partFile, finalFile);
  } catch (err) {
    tar.destroy();
    await written.catch(() => {});
    try {
      unlinkSync(partFile);
    } catch {
      // never created, or already gone
    }
    throw err;
  }
  const bytes = statSync(finalFile).size;
  // biome-ignore lint/plugin: a snapshot's finish time, outside createApp
  return { file: finalFile, bytes, finishedAt: new Date() };
}
