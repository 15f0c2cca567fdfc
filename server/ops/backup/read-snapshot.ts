import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, rmSync, statfsSync } from "node:fs";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { extract as tarExtract } from "tar-stream";
import { namesIn } from "./snapshot-files";
import {
  SECRET_FILES,
  SNAPSHOT_ENTRIES,
  type SnapshotManifest,
  snapshotManifest,
} from "./snapshot-manifest";

export class SnapshotUnreadableError extends Error {
  override name = "SnapshotUnreadableError";
}

/** A manifest is a few hundred bytes, a secret file a few dozen: anything more is not ours. */
export const MAX_MANIFEST_BYTES = 64 * 1024;
export const MAX_SECRET_BYTES = 4 * 1024;

export interface SnapshotContents {
  manifest: SnapshotManifest;
  /** The PGlite data directory as a tar on disk, for `new PGlite({ loadDataDir })`. */
  databaseFile: string;
  secrets: Array<{ name: (typeof SECRET_FILES)[number]; content: Buffer }>;
  /** Deletes `databaseFile`. */
  discard(): void;
}

export interface SnapshotLimits {
  /** The largest database entry accepted (RESTORE_MAX_DATABASE_MB). */
  maxDatabaseBytes: number;
  /** Where the database entry is written, on the disk the restore goes to. */
  workDir: string;
}

const MB = 1024 * 1024;
const UNFINISHED_RESTORE_SUFFIX = ".pglite.tar.part";

/**
 * Deletes database entries left in `dir` by a restore that was killed mid-way (they hold
 * personal data). Only for a caller that holds the data-directory lock: no restore is running.
 */
export function removeUnfinishedRestores(dir: string): string[] {
  return namesIn(dir)
    .filter((name) => name.startsWith("restore-") && name.endsWith(UNFINISHED_RESTORE_SUFFIX))
    .map((name) => {
      const file = path.join(dir, name);
      rmSync(file, { force: true });
      return file;
    });
}
const describeBytes = (bytes: number) =>
  bytes >= 10 * MB ? `${Math.round(bytes / MB)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/**
 * Reads a snapshot written by writeSnapshot without trusting its sizes: entries stream through
 * (the database to a file in `workDir`, never into memory), each is refused past its cap while
 * it is read, entries with names this version does not write are skipped unread, and the
 * database must fit twice on the disk (its tar here, then its files in the restored folder).
 */
export async function readSnapshot(
  file: string,
  limits: SnapshotLimits,
): Promise<SnapshotContents> {
  const small = new Map<string, Buffer>();
  const databaseFile = path.join(
    limits.workDir,
    `restore-${randomBytes(6).toString("hex")}${UNFINISHED_RESTORE_SUFFIX}`,
  );
  let databaseWritten = false;
  const discard = () => rmSync(databaseFile, { force: true });
  const databaseCap = Math.min(limits.maxDatabaseBytes, freeBytes(limits.workDir) / 2);
  const refuse = (reason: string) => new SnapshotUnreadableError(`${file} was refused: ${reason}`);

  const extract = tarExtract();
  extract.on("entry", (header, stream, next) => {
    const name = header.name;
    // A refusal destroys the extractor with its reason, which the pipeline below rejects with.
    // The extractor passes that error on to the entry being read, which nothing else listens
    // to: unheard, Node would call it uncaught and stop the process.
    stream.on("error", () => {});
    const fail = (err: Error) => {
      stream.resume();
      extract.destroy(err);
    };
    if (header.type !== "file" || !isKnownEntry(name)) {
      stream.on("end", next);
      stream.resume();
      return;
    }
    if (small.has(name) || (name === SNAPSHOT_ENTRIES.database && databaseWritten)) {
      fail(refuse(`it holds ${name} twice.`));
      return;
    }
    if (name === SNAPSHOT_ENTRIES.database) {
      const cap = databaseCap;
      const tooBig = () =>
        refuse(
          cap < limits.maxDatabaseBytes
            ? `its database is larger than half the free disk space in ${limits.workDir} (${describeBytes(cap)}); a restore needs room for it twice.`
            : `its database is larger than RESTORE_MAX_DATABASE_MB allows (${describeBytes(cap)}). Raise that setting if the snapshot is genuine.`,
        );
      if ((header.size ?? 0) > cap) {
        fail(tooBig());
        return;
      }
      databaseWritten = true;
      pipeline(stream, capBytes(cap, tooBig), createWriteStream(databaseFile, { mode: 0o600 }))
        .then(() => next())
        .catch((err: Error) => fail(err));
      return;
    }
    const cap = name === SNAPSHOT_ENTRIES.manifest ? MAX_MANIFEST_BYTES : MAX_SECRET_BYTES;
    const tooBig = () => refuse(`its ${name} is larger than ${describeBytes(cap)}.`);
    if ((header.size ?? 0) > cap) {
      fail(tooBig());
      return;
    }
    const chunks: Buffer[] = [];
    let bytes = 0;
    // tar-stream hands each entry's bytes as Buffers.
    stream.on("data", (chunk) => {
      const bytesRead = chunk as Buffer;
      bytes += bytesRead.length;
      if (bytes > cap) fail(tooBig());
      else chunks.push(bytesRead);
    });
    stream.on("end", () => {
      small.set(name, Buffer.concat(chunks));
      next();
    });
  });

  try {
    await pipeline(createReadStream(file), createGunzip(), extract);
    return { ...checkContents(file, small, databaseWritten), databaseFile, discard };
  } catch (err) {
    discard();
    // No such snapshot: the caller names the file it was given.
    if ((err as NodeJS.ErrnoException).path === file) throw err;
    if (err instanceof SnapshotUnreadableError) throw err;
    throw new SnapshotUnreadableError(`${file} is not a readable snapshot: ${String(err)}`);
  }
}

function isKnownEntry(name: string): boolean {
  return (
    name === SNAPSHOT_ENTRIES.manifest ||
    name === SNAPSHOT_ENTRIES.database ||
    SECRET_FILES.some((secret) => name === SNAPSHOT_ENTRIES.secret(secret))
  );
}

function checkContents(file: string, small: Map<string, Buffer>, databaseWritten: boolean) {
  const manifestText = small.get(SNAPSHOT_ENTRIES.manifest);
  if (!manifestText || !databaseWritten) {
    throw new SnapshotUnreadableError(
      `${file} is not a snapshot: its manifest or database is missing.`,
    );
  }
  let manifestJson: unknown;
  try {
    manifestJson = JSON.parse(manifestText.toString("utf8"));
  } catch {
    throw new SnapshotUnreadableError(`${file} has a manifest that is not JSON.`);
  }
  const parsed = snapshotManifest.safeParse(manifestJson);
  if (!parsed.success) {
    throw new SnapshotUnreadableError(`${file} has a manifest this version does not understand.`);
  }
  const secrets = parsed.data.secrets.map((name) => {
    const content = small.get(SNAPSHOT_ENTRIES.secret(name));
    if (!content) throw new SnapshotUnreadableError(`${file} lacks the secret file ${name}.`);
    return { name, content };
  });
  return { manifest: parsed.data, secrets };
}

function freeBytes(dir: string): number {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
}

/** Passes bytes through until more than `cap` have gone by, then fails with `tooBig()`. */
function capBytes(cap: number, tooBig: () => Error): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > cap) callback(tooBig());
      else callback(null, chunk);
    },
  });
}
