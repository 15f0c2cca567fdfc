import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

export interface DataDirLock {
  release(): void;
}

interface LockOwner {
  pid: number;
  startedAt: string;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM means the process exists but belongs to someone else: still a live owner.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(lockFile: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(lockFile, "utf8")) as Partial<LockOwner>;
    return typeof owner.pid === "number" ? (owner as LockOwner) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PGlite is single-process: a second process on the same directory silently loses writes.
 * The lock file is created exclusively (O_EXCL) and names its owner; a lock whose owner is
 * no longer running is stale and taken over.
 */
export function acquireDataDirLock(lockFile: string): DataDirLock {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockFile, "wx", 0o600);
      const owner: LockOwner = { pid: process.pid, startedAt: new Date().toISOString() };
      writeSync(fd, JSON.stringify(owner));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          if (readOwner(lockFile)?.pid === process.pid) unlinkSync(lockFile);
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = readOwner(lockFile);
      if (owner && owner.pid !== process.pid && isRunning(owner.pid)) {
        throw new DataDirLockedError(
          `The embedded database at ${lockFile.replace(/\.lock$/, "")} is in use by process ${owner.pid} (since ${owner.startedAt}). ` +
            "Stop that process first, or set DATA_DIR to another folder. To run several instances, use a PostgreSQL server (DATABASE_URL).",
        );
      }
      if (owner?.pid === process.pid) {
        throw new DataDirLockedError(`This process already holds ${lockFile}`);
      }
      // Stale (owner gone) or unreadable half-written lock: remove it and try again.
      try {
        unlinkSync(lockFile);
      } catch (unlinkErr) {
        if ((unlinkErr as NodeJS.ErrnoException).code !== "ENOENT") throw unlinkErr;
      }
    }
  }
  throw new DataDirLockedError(
    `Could not take the lock ${lockFile}; another process keeps taking it.`,
  );
}
