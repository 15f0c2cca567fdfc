import { createReadStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { extract as tarExtract } from "tar-stream";
import {
  type SECRET_FILES,
  SNAPSHOT_ENTRIES,
  type SnapshotManifest,
  snapshotManifest,
} from "./snapshot-manifest";

export class SnapshotUnreadableError extends Error {
  override name = "SnapshotUnreadableError";
}

export interface SnapshotContents {
  manifest: SnapshotManifest;
  /** The PGlite data directory as a tar, for `new PGlite({ loadDataDir })`. */
  database: Buffer;
  secrets: Array<{ name: (typeof SECRET_FILES)[number]; content: Buffer }>;
}

/** Reads a snapshot written by writeSnapshot, checking that nothing it promised is missing. */
export async function readSnapshot(file: string): Promise<SnapshotContents> {
  const entries = new Map<string, Buffer>();
  const extract = tarExtract();
  extract.on("entry", (header, stream, next) => {
    const chunks: Buffer[] = [];
    // tar-stream hands each entry's bytes as Buffers.
    stream.on("data", (chunk) => chunks.push(chunk as Buffer));
    stream.on("end", () => {
      entries.set(header.name, Buffer.concat(chunks));
      next();
    });
    stream.resume();
  });
  try {
    await pipeline(createReadStream(file), createGunzip(), extract);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") throw err;
    throw new SnapshotUnreadableError(`${file} is not a readable snapshot: ${String(err)}`);
  }
  const manifestText = entries.get(SNAPSHOT_ENTRIES.manifest);
  const database = entries.get(SNAPSHOT_ENTRIES.database);
  if (!manifestText || !database) {
    throw new SnapshotUnreadableError(
      `${file} is not a snapshot: its manifest or database is missing.`,
    );
  }
  const parsed = snapshotManifest.safeParse(JSON.parse(manifestText.toString("utf8")));
  if (!parsed.success) {
    throw new SnapshotUnreadableError(`${file} has a manifest this version does not understand.`);
  }
  const secrets = parsed.data.secrets.map((name) => {
    const content = entries.get(SNAPSHOT_ENTRIES.secret(name));
    if (!content) throw new SnapshotUnreadableError(`${file} lacks the secret file ${name}.`);
    return { name, content };
  });
  return { manifest: parsed.data, database, secrets };
}
