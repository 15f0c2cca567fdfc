import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { askServerForBackup } from "../../server/ops/backup/control-socket";
import { freePort, startServerProcess, waitForOutput } from "./support/server-process";

/** Every entry under `dir` (itself included) that its group or other users may reach. */
function entriesOpenToOthers(dir: string): string[] {
  const open: string[] = [];
  const visit = (entry: string) => {
    const stat = lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) open.push(`${entry} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
  return open;
}

function countEntries(dir: string): number {
  const stat = lstatSync(dir);
  if (!stat.isDirectory()) return 1;
  return readdirSync(dir).reduce((sum, name) => sum + countEntries(path.join(dir, name)), 1);
}

describe("DATA_DIR is the server's owner's only", { timeout: 120_000 }, () => {
  test("started under umask 022, nothing the server creates is open to group or others", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "carrow-private-")), "data");
    const port = await freePort();
    const server = startServerProcess({ DATA_DIR: dataDir, PORT: String(port) }, { umask: "022" });
    try {
      await waitForOutput(server, /Serving http/);
      // The control socket is there; asking through it makes the backups folder and a snapshot.
      const backup = await askServerForBackup(dataDir);
      expect(backup.kind).toBe("answered");
      expect(countEntries(dataDir)).toBeGreaterThan(100);
      expect(entriesOpenToOthers(dataDir)).toEqual([]);
      // A fresh folder had nothing to repair, so nothing was said about it.
      expect(server.output()).not.toContain("open to other users");
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  });

  test("a data folder left at 0666/0777 is repaired at start-up, with one warning; other people's files in it are left alone", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "carrow-private-"));
    chmodSync(dataDir, 0o777);
    for (const folder of ["mail", "backups"]) {
      mkdirSync(path.join(dataDir, folder));
      chmodSync(path.join(dataDir, folder), 0o777);
    }
    for (const file of ["mail/old.eml", "backups/snapshot-2026-11-26T02-00-00-000Z.tar.gz"]) {
      writeFileSync(path.join(dataDir, file), "x");
      chmodSync(path.join(dataDir, file), 0o666);
    }
    // DATA_DIR may be a folder that holds other things: not ours to change.
    writeFileSync(path.join(dataDir, "notes.txt"), "someone else's");
    chmodSync(path.join(dataDir, "notes.txt"), 0o644);
    const server = startServerProcess(
      { DATA_DIR: dataDir, PORT: String(await freePort()) },
      { umask: "022" },
    );
    try {
      await waitForOutput(server, /Serving http/);
      const warnings = server
        .output()
        .split("\n")
        .filter((l) => l.includes("open to other users"));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain("from 5 entries");
      expect(entriesOpenToOthers(dataDir)).toEqual([`${path.join(dataDir, "notes.txt")} 644`]);
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  });
});
