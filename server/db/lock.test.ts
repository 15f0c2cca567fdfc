import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./lock";

function tempLockFile(): string {
  return path.join(mkdtempSync(path.join(tmpdir(), "lock-")), "pglite.lock");
}

describe("acquireDataDirLock", () => {
  test("writes the owner's pid and removes the file on release", () => {
    const file = tempLockFile();
    const lock = acquireDataDirLock(file);
    expect(JSON.parse(readFileSync(file, "utf8")).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(file)).toBe(false);
  });

  test("refuses while another live process holds the lock, naming that process", async () => {
    const file = tempLockFile();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(file, JSON.stringify({ pid: other.pid, startedAt: "2026-11-22T00:00:00Z" }));
      expect(() => acquireDataDirLock(file)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(file)).toThrow(new RegExp(`process ${other.pid}`));
    } finally {
      other.kill();
    }
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
