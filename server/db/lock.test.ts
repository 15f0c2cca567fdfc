import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, test } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./lock";
import { processStartTicks } from "./process-identity";

function tempLockFile(): string {
  return path.join(mkdtempSync(path.join(tmpdir(), "lock-")), "pglite.lock");
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

function spawnIdleProcess(): ChildProcess {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
  children.push(child);
  return child;
}

/** Another server, as far as the lock can tell: a separate process that takes it and stays. */
async function spawnLockHolder(file: string): Promise<ChildProcess> {
  const lockModule = pathToFileURL(path.join(import.meta.dirname, "lock.ts")).href;
  const code = `import { acquireDataDirLock } from ${JSON.stringify(lockModule)};
acquireDataDirLock(${JSON.stringify(file)});
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
  test("writes the owner's pid and removes the file on release", () => {
    const file = tempLockFile();
    const lock = acquireDataDirLock(file);
    expect(JSON.parse(readFileSync(file, "utf8")).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(file)).toBe(false);
  });

  test("a second server on the same directory is refused, naming the process that holds it", async () => {
    const file = tempLockFile();
    const holder = await spawnLockHolder(file);
    expect(() => acquireDataDirLock(file)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(file)).toThrow(new RegExp(`in use by process ${holder.pid}`));
  });

  test("a server killed with SIGKILL leaves its lock behind, and the next start takes it over", async () => {
    const file = tempLockFile();
    const holder = await spawnLockHolder(file);
    holder.kill("SIGKILL");
    await new Promise((resolve) => holder.on("exit", resolve));
    expect(existsSync(file)).toBe(true);
    acquireDataDirLock(file).release();
  });

  test("a lock naming this process's pid, which this process never took, is stale (pid 1 in a container)", () => {
    const file = tempLockFile();
    writeFileSync(
      file,
      JSON.stringify({
        pid: process.pid,
        startedAt: "2026-11-22T00:00:00Z",
        processStart: processStartTicks(process.pid),
      }),
    );
    const lock = acquireDataDirLock(file);
    expect(JSON.parse(readFileSync(file, "utf8")).startedAt).not.toBe("2026-11-22T00:00:00Z");
    lock.release();
  });

  test("taking the same lock twice in one process is refused", () => {
    const file = tempLockFile();
    const lock = acquireDataDirLock(file);
    try {
      expect(() => acquireDataDirLock(file)).toThrow(/This process already holds/);
    } finally {
      lock.release();
    }
  });

  test.runIf(process.platform === "linux")(
    "a live process that reused the owner's pid does not hold the lock: its start time differs",
    () => {
      const file = tempLockFile();
      const stranger = spawnIdleProcess();
      writeFileSync(
        file,
        JSON.stringify({ pid: stranger.pid, startedAt: "2026-11-22T00:00:00Z", processStart: "1" }),
      );
      const lock = acquireDataDirLock(file);
      expect(JSON.parse(readFileSync(file, "utf8")).pid).toBe(process.pid);
      lock.release();
    },
  );

  test("a lock from before a reboot is stale, whatever runs under its pid now", () => {
    const file = tempLockFile();
    const stranger = spawnIdleProcess();
    writeFileSync(
      file,
      JSON.stringify({
        pid: stranger.pid,
        startedAt: "2026-11-22T00:00:00Z",
        bootId: "an-old-boot",
      }),
    );
    if (process.platform === "linux") acquireDataDirLock(file).release();
    else expect(() => acquireDataDirLock(file)).toThrow(DataDirLockedError);
  });

  test("a lock without a start time (written where none is known) still refuses while its pid runs", () => {
    const file = tempLockFile();
    const other = spawnIdleProcess();
    writeFileSync(file, JSON.stringify({ pid: other.pid, startedAt: "2026-11-22T00:00:00Z" }));
    expect(() => acquireDataDirLock(file)).toThrow(new RegExp(`process ${other.pid}`));
  });

  test("takes over a stale lock whose owner has exited", async () => {
    const file = tempLockFile();
    const gone = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => gone.on("exit", resolve));
    writeFileSync(file, JSON.stringify({ pid: gone.pid, startedAt: "2026-11-22T00:00:00Z" }));
    const lock = acquireDataDirLock(file);
    expect(JSON.parse(readFileSync(file, "utf8")).pid).toBe(process.pid);
    lock.release();
  });

  test("takes over a half-written lock file", () => {
    const file = tempLockFile();
    writeFileSync(file, "{");
    acquireDataDirLock(file).release();
  });
});
