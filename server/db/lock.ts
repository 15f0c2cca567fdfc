import { readFileSync, unlinkSync } from "node:fs";
import path from "node:path";
import { createFileAtomically } from "../create-file-atomically";
import { currentBootId, isPidRunning, processStartTicks } from "./process-identity";

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

export interface DataDirLock {
  release(): void;
}

/** What the lock file says about the process that wrote it. */
interface LockOwner {
  pid: number;
  startedAt: string;
  /** Linux only: the owner's start time in ticks since boot, and which boot (ADR 014). */
  processStart?: string;
  bootId?: string;
}

/** Lock files this process took, so that taking one twice is told apart from a stale file. */
const heldByThisProcess = new Set<string>();

function describeSelf(): LockOwner {
  return {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    processStart: processStartTicks(process.pid),
    bootId: currentBootId(),
  };
}

function readLockFile(lockFile: string): { text: string; owner?: LockOwner } | undefined {
  let text: string;
  try {
    text = readFileSync(lockFile, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    return { text, owner: typeof owner.pid === "number" ? (owner as LockOwner) : undefined };
  } catch {
    return { text };
  }
}

/**
 * Whether the lock's owner still runs. A pid alone is not enough: in a container the server
 * is pid 1 at every start, and any pid is eventually reused, so the owner's start time (and
 * boot) must match too where the system tells us them; elsewhere the pid is all there is.
 */
function ownerStillRuns(owner: LockOwner): boolean {
  // The file names this process, yet this process never took it: a previous process had the
  // same pid (the container case) and died without removing it.
  if (owner.pid === process.pid) return false;
  const bootId = currentBootId();
  if (owner.bootId && bootId && owner.bootId !== bootId) return false;
  if (!isPidRunning(owner.pid)) return false;
  const processStart = processStartTicks(owner.pid);
  if (owner.processStart && processStart && owner.processStart !== processStart) return false;
  return true;
}

/** Removes a stale lock file, unless it changed since it was judged (someone took it). */
function removeStaleLock(lockFile: string, judgedText: string): void {
  if (readLockFile(lockFile)?.text !== judgedText) return;
  try {
    unlinkSync(lockFile);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
}

/**
 * PGlite is single-process: a second process on the same directory silently loses writes.
 * The lock file is created atomically and exclusively and names its owner; a lock whose owner
 * no longer runs is stale and taken over, so a crashed server always restarts (ADR 014).
 */
export function acquireDataDirLock(lockFile: string): DataDirLock {
  const key = path.resolve(lockFile);
  if (heldByThisProcess.has(key)) {
    throw new DataDirLockedError(`This process already holds ${lockFile}`);
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    const self = describeSelf();
    if (createFileAtomically(lockFile, JSON.stringify(self))) {
      heldByThisProcess.add(key);
      return {
        release() {
          if (!heldByThisProcess.delete(key)) return;
          const current = readLockFile(lockFile);
          if (current?.owner?.pid === self.pid && current.owner.startedAt === self.startedAt) {
            unlinkSync(lockFile);
          }
        },
      };
    }
    const current = readLockFile(lockFile);
    if (!current) continue;
    if (current.owner && ownerStillRuns(current.owner)) {
      throw new DataDirLockedError(
        `The embedded database at ${lockFile.replace(/\.lock$/, "")} is in use by process ${current.owner.pid} (since ${current.owner.startedAt}). ` +
          "Stop that process first, or set DATA_DIR to another folder. To run several instances, use a PostgreSQL server (DATABASE_URL).",
      );
    }
    // The owner is gone, or the file is unreadable (left by an older version mid-write).
    removeStaleLock(lockFile, current.text);
  }
  throw new DataDirLockedError(
    `Could not take the lock ${lockFile}; another process keeps taking it.`,
  );
}
