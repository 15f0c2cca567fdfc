import { readdirSync, statSync, unlinkSync } from "node:fs";
import path from "node:path";

/** What the backups folder says about one snapshot: the file list is the record of backups. */
export interface SnapshotFile {
  file: string;
  bytes: number;
  /** When the snapshot was finished (its file is renamed into place only once complete). */
  finishedAt: Date;
}

const SNAPSHOT_NAME = /^snapshot-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/;
/** A snapshot being written; one still there when no snapshot is being written was cut short. */
const UNFINISHED_SNAPSHOT_NAME = /^snapshot-.*\.tar\.gz\.part$/;

/** "snapshot-2026-11-26T13-09-18-123Z.tar.gz": sorts by time, and is safe on every file system. */
export function snapshotFileName(at: Date): string {
  return `snapshot-${at.toISOString().replace(/[:.]/g, "-")}.tar.gz`;
}

/** Finished snapshots in `dir`, newest first; none when the folder does not exist yet. */
export function listSnapshots(dir: string): SnapshotFile[] {
  return namesIn(dir)
    .filter((name) => SNAPSHOT_NAME.test(name))
    .flatMap((name) => {
      const file = path.join(dir, name);
      try {
        const stat = statSync(file);
        return [{ file, bytes: stat.size, finishedAt: stat.mtime }];
      } catch {
        return []; // pruned by someone else between the listing and the stat
      }
    })
    .sort((a, b) => b.file.localeCompare(a.file));
}

/**
 * Deletes all but the newest `keep` snapshots, and any unfinished one (the caller writes one
 * snapshot at a time, and has finished its own); returns the files removed.
 */
export function pruneSnapshots(dir: string, keep: number): string[] {
  const old = listSnapshots(dir)
    .slice(keep)
    .map((s) => s.file);
  return [...old, ...unfinishedSnapshots(dir)].filter(removeIfPresent);
}

/**
 * Deletes snapshots left half-written by a process that stopped mid-backup. Only for a caller
 * that holds the data-directory lock, so that no other process is writing one.
 */
export function removeUnfinishedSnapshots(dir: string): string[] {
  return unfinishedSnapshots(dir).filter(removeIfPresent);
}

function unfinishedSnapshots(dir: string): string[] {
  return namesIn(dir)
    .filter((name) => UNFINISHED_SNAPSHOT_NAME.test(name))
    .map((name) => path.join(dir, name));
}

/** The names in a folder; none when it does not exist yet (no backup or restore has run). */
export function namesIn(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
}

function removeIfPresent(file: string): boolean {
  try {
    unlinkSync(file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw err;
  }
}
