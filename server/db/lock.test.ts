import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, test } from "vitest";
import { acquireDataDirLock, DataDirLockedError, DataDirLockUnavailableError } from "./lock";

function tempLockFile(): string {
  return path.join(mkdtempSync(path.join(tmpdir(), "lock-")), "pglite.lock");
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

/** Another server, as far as the lock can tell: a separate process that takes it and stays. */
async function spawnLockHolder(file: string): Promise<ChildProcess> {
  const lockModule = pathToFileURL(path.join(import.meta.dirname, "lock.ts")).href;
  const code = `import { acquireDataDirLock } from ${JSON.stringify(lockModule)};
await acquireDataDirLock(${JSON.stringify(file)});
console.log("locked");
setTimeout(() => {}, 30000);`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("locked")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return child;
}

describe("acquireDataDirLock", () => {
  test("names its owner in the file while held, and lets go on release", async () => {
    const file = tempLockFile();
    const lock = await acquireDataDirLock(file);
    expect(JSON.parse(readFileSync(file, "utf8")).pid).toBe(process.pid);
    await lock.release();
    const again = await acquireDataDirLock(file, { waitSeconds: 0 });
    await again.release();
  });

  test("a second server on the same directory is refused, naming the process that holds it", async () => {
    const file = tempLockFile();
    const holder = await spawnLockHolder(file);
    const attempt = acquireDataDirLock(file, { waitSeconds: 0 });
    await expect(attempt).rejects.toThrow(DataDirLockedError);
    await expect(acquireDataDirLock(file, { waitSeconds: 0 })).rejects.toThrow(
      new RegExp(`in use by process ${holder.pid} on `),
    );
  });

  test("the lock is the kernel's, not the file's: a holder whose file says nothing still refuses", async () => {
    const file = tempLockFile();
    await spawnLockHolder(file);
    // What the old lock trusted (the file naming a dead or reused pid) no longer decides.
    writeFileSync(file, JSON.stringify({ pid: process.pid, startedAt: "2026-11-22T00:00:00Z" }));
    await expect(acquireDataDirLock(file, { waitSeconds: 0 })).rejects.toThrow(
      /in use by another process/,
    );
  });

  test("a server killed with SIGKILL never blocks the next start", async () => {
    const file = tempLockFile();
    const holder = await spawnLockHolder(file);
    holder.kill("SIGKILL");
    await new Promise((resolve) => holder.on("exit", resolve));
    const lock = await acquireDataDirLock(file);
    await lock.release();
  });

  test("a holder killed from outside (a stray kill, the OOM killer) is replaced: the lock stays held", async () => {
    const file = tempLockFile();
    let retaken: (pid: number | undefined) => void = () => {};
    const replaced = new Promise<number | undefined>((resolve) => {
      retaken = resolve;
    });
    const lock = await acquireDataDirLock(file, { onRetaken: (pid) => retaken(pid) });
    try {
      const first = lock.holderPid();
      process.kill(first ?? 0, "SIGKILL");
      // The event itself, not a poll against a deadline: on a busy machine a new flock(1)
      // can take longer to start than any deadline chosen here.
      const next = await replaced;
      expect(next).not.toBe(first);
      expect(lock.holderPid()).toBe(next);
      // The new holder has it: flock -n elsewhere fails at once.
      await expect.poll(() => spawnSync("flock", ["--nonblock", file, "true"]).status).toBe(1);
    } finally {
      await lock.release();
    }
    expect(spawnSync("flock", ["--nonblock", file, "true"]).status).toBe(0);
  });

  test("taking the same lock twice in one process is refused at once", async () => {
    const file = tempLockFile();
    const lock = await acquireDataDirLock(file);
    try {
      await expect(acquireDataDirLock(file)).rejects.toThrow(/This process already holds/);
    } finally {
      await lock.release();
    }
  });

  test("a file left by an older version (or half-written) is simply locked", async () => {
    const file = tempLockFile();
    writeFileSync(file, "{");
    const lock = await acquireDataDirLock(file, { waitSeconds: 0 });
    await lock.release();
  });

  test("without flock(1), start-up stops with a message naming the package to install", async () => {
    const attempt = acquireDataDirLock(tempLockFile(), { flockCommand: "/nonexistent/flock" });
    await expect(attempt).rejects.toThrow(DataDirLockUnavailableError);
    await expect(
      acquireDataDirLock(tempLockFile(), { flockCommand: "/nonexistent/flock" }),
    ).rejects.toThrow(/util-linux/);
  });
});
