import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

/** The lock could not be judged at all: flock(1) is missing or the file cannot be opened. */
export class DataDirLockUnavailableError extends DataDirLockedError {
  override name = "DataDirLockUnavailableError";
}

export interface DataDirLock {
  /** Lets the lock go; resolves once the holding process has exited. */
  release(): Promise<void>;
  /** The flock(1) process holding the lock now (for tests). */
  holderPid(): number | undefined;
}

/** Who holds the lock, written into the lock file for the message a second server shows. */
interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

export interface LockOptions {
  /** The flock(1) program; tests point it elsewhere to see the missing-tool message. */
  flockCommand?: string;
  /**
   * How long to wait for a holder to let go. A killed server's holder exits the moment its
   * pipe closes, a few milliseconds after the server; a live server never lets go.
   */
  waitSeconds?: number;
  /** Called if the holder is killed and another process takes the lock before we take it back. */
  onLost?: (err: Error) => void;
  /** Called once a killed holder's replacement holds the lock again (tests wait on it). */
  onRetaken?: (pid: number | undefined) => void;
}

/** flock(1)'s exit status when the lock stays taken (`--conflict-exit-code`). */
const HELD_ELSEWHERE = 75;
/** Printed by the holding shell once flock(1) has the lock. */
const TAKEN = "locked";

/** Lock files this process holds, so that taking one twice is refused rather than waited on. */
const heldByThisProcess = new Set<string>();

/**
 * PGlite is single-process: a second process on the same directory silently loses writes.
 * The lock is a kernel lock (flock) held by a child `flock(1)` process for as long as our pipe
 * to its stdin stays open. The kernel closes that pipe when this process dies, however it
 * dies, so the child exits and the lock goes with it: a crashed server never blocks a restart,
 * and a live one is seen from any process and any pid namespace that shares the folder (ADR 027).
 */
export async function acquireDataDirLock(
  lockFile: string,
  options: LockOptions = {},
): Promise<DataDirLock> {
  const key = path.resolve(lockFile);
  if (heldByThisProcess.has(key)) {
    throw new DataDirLockedError(`This process already holds ${lockFile}`);
  }
  heldByThisProcess.add(key);
  try {
    let holder = await takeWithFlock(key, options);
    writeOwner(key);
    let released = false;
    // Someone killed the holding process (a stray kill, the OOM killer) while we still serve:
    // take the lock again at once, or, if another process got it first, stop (onLost), since
    // two processes on one embedded database lose writes.
    const watch = (current: ChildProcess) => {
      current.once("exit", () => {
        if (released) return;
        takeWithFlock(key, { ...options, waitSeconds: 0 }).then(
          (again) => {
            if (released) {
              again.stdin?.end();
              return;
            }
            holder = again;
            watch(again);
            options.onRetaken?.(again.pid);
          },
          (err: Error) => (options.onLost ?? throwLost)(err),
        );
      });
    };
    watch(holder);
    return {
      holderPid: () => holder.pid,
      async release() {
        if (!heldByThisProcess.delete(key)) return;
        released = true;
        // The file itself stays: removing a flock file lets two processes lock two inodes.
        writeFileSync(key, "");
        const exited = new Promise<void>((resolve) => {
          if (holder.exitCode !== null || holder.signalCode !== null) resolve();
          else holder.once("exit", () => resolve());
        });
        // Waited for, so the process stays up until the lock is gone.
        holder.ref();
        holder.stdin?.end();
        await exited;
      },
    };
  } catch (err) {
    heldByThisProcess.delete(key);
    throw err;
  }
}

function writeOwner(lockFile: string): void {
  const owner: LockOwner = {
    pid: process.pid,
    host: hostname(),
    // biome-ignore lint/plugin: when this process took the data folder's lock, for the next one to read
    startedAt: new Date().toISOString(),
  };
  writeFileSync(lockFile, JSON.stringify(owner), { mode: 0o600 });
}

/** The default when the lock is lost: an uncaught exception, which stops the server. */
function throwLost(err: Error): never {
  throw new DataDirLockedError(`The lock on the embedded database was lost: ${err.message}`);
}

function takeWithFlock(lockFile: string, options: LockOptions): Promise<ChildProcess> {
  const command = options.flockCommand ?? "flock";
  const waitSeconds = options.waitSeconds ?? 3;
  // `cat` reads our pipe until it closes; `exec` leaves no shell behind to outlive it.
  const holder = spawn(
    command,
    [
      "--exclusive",
      "--wait",
      String(waitSeconds),
      "--conflict-exit-code",
      String(HELD_ELSEWHERE),
      lockFile,
      "/bin/sh",
      "-c",
      `echo ${TAKEN} && exec cat >/dev/null`,
    ],
    // Its own process group: a Ctrl-C at the terminal must not end the lock while this server
    // is still closing the database. It still ends when our pipe closes.
    { stdio: ["pipe", "pipe", "pipe"], detached: true },
  );
  return new Promise((resolve, reject) => {
    let stdout = "";
    let stderr = "";
    holder.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
      if (!stdout.includes(TAKEN)) return;
      holder.removeAllListeners("exit");
      holder.stdout?.destroy();
      holder.stderr?.destroy();
      // The lock must never keep a process alive: its exit is what lets the lock go.
      holder.unref();
      (holder.stdin as unknown as { unref(): void } | null)?.unref();
      // A holder killed from outside closes its end: the "exit" watch deals with that, and a
      // broken pipe here must not become an uncaught error.
      holder.stdin?.on("error", () => {});
      resolve(holder);
    });
    holder.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    holder.on("error", (err: NodeJS.ErrnoException) => {
      reject(
        err.code === "ENOENT"
          ? new DataDirLockUnavailableError(
              `The embedded database is locked with the flock command, which was not found (${command}). Install util-linux (Debian and Ubuntu: apt-get install util-linux; Alpine: apk add util-linux; macOS: brew install flock), or use a PostgreSQL server (DATABASE_URL).`,
            )
          : err,
      );
    });
    holder.on("exit", (code) => {
      if (code === HELD_ELSEWHERE) {
        reject(new DataDirLockedError(describeHolder(lockFile)));
        return;
      }
      reject(
        new DataDirLockUnavailableError(
          `Could not lock ${lockFile} (flock exited with ${code}): ${stderr.trim() || "no reason given"}`,
        ),
      );
    });
  });
}

function describeHolder(lockFile: string): string {
  const owner = readOwner(lockFile);
  const who = owner
    ? `process ${owner.pid} on ${owner.host} (since ${owner.startedAt})`
    : "another process";
  return (
    `The embedded database at ${lockFile.replace(/\.lock$/, "")} is in use by ${who}. ` +
    "Stop that server first, or set DATA_DIR to another folder. To run several instances, use a PostgreSQL server (DATABASE_URL)."
  );
}

function readOwner(lockFile: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(lockFile, "utf8")) as Partial<LockOwner>;
    if (typeof owner.pid !== "number" || typeof owner.host !== "string") return undefined;
    return owner as LockOwner;
  } catch {
    return undefined; // written by an older version, or being written this moment
  }
}
