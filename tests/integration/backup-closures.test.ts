import { mkdtempSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { openDatabase } from "../../server/db/client";
import { DataDirLockedError } from "../../server/db/lock";
import { migrateDatabase } from "../../server/db/migrate";
import { sessions, users } from "../../server/db/schema";
import { RestoreRefusedError, restoreSnapshot } from "../../server/ops/backup/restore-snapshot";
import { listSnapshots, pruneSnapshots } from "../../server/ops/backup/snapshot-files";
import { writeSnapshot } from "../../server/ops/backup/write-snapshot";
import {
  closureJournalPath,
  recordAccountClosure,
} from "../../server/ops/closures/closure-journal";
import { resolveSessionSecret } from "../../server/session-secret";
import { addClientAccount } from "./support/ops-fixtures";

// Embedded-database snapshots in-process: closures survive a restore, and a restore refuses to
// go where it could destroy something.
async function liveDatabase() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "carrow-closures-"));
  resolveSessionSecret({ sessionSecret: undefined, dataDir });
  const handle = await openDatabase({ kind: "pglite", dir: path.join(dataDir, "pglite") });
  await migrateDatabase(handle);
  if (handle.engine.kind !== "pglite") throw new Error("pglite expected");
  const client = handle.engine.client;
  const snapshot = (at: Date) =>
    writeSnapshot(
      {
        client,
        dataDir,
        backupsDir: path.join(dataDir, "backups"),
        sessionSecretFromEnvironment: false,
      },
      at,
    );
  return { dataDir, handle, snapshot };
}

describe("account closures after a snapshot", { timeout: 120_000 }, () => {
  test("are carried out again when it is restored; earlier accounts stay", async () => {
    const live = await liveDatabase();
    const closing = await addClientAccount(live.handle.db, "closing@example.com");
    const staying = await addClientAccount(live.handle.db, "staying@example.com");
    await live.handle.db.insert(sessions).values({
      tokenHash: "a-session",
      userId: closing,
      expiresAt: new Date(Date.now() + 3_600_000),
      absoluteExpiresAt: new Date(Date.now() + 3_600_000),
    });
    const taken = await live.snapshot(new Date());

    await live.handle.db.delete(users).where(eq(users.id, closing));
    recordAccountClosure(live.dataDir, { userId: closing });
    await live.handle.close();

    const journal = readFileSync(closureJournalPath(live.dataDir), "utf8");
    expect(journal).toContain(closing);
    expect(journal).not.toContain("closing@example.com");
    expect(statSync(closureJournalPath(live.dataDir)).mode & 0o777).toBe(0o600);

    // The database is lost; the snapshot goes back into the same DATA_DIR, journal and all.
    renameSync(path.join(live.dataDir, "pglite"), path.join(live.dataDir, "pglite.lost"));
    const result = await restoreSnapshot(taken.file, live.dataDir);
    expect(result.closures).toEqual({ journalled: 1, deleted: 1 });

    const restored = await openDatabase({ kind: "pglite", dir: result.databaseDir });
    try {
      const left = await restored.db.select({ id: users.id }).from(users);
      expect(left.map((u) => u.id)).toContain(staying);
      expect(left.map((u) => u.id)).not.toContain(closing);
      expect(await restored.db.$count(sessions, eq(sessions.userId, closing))).toBe(0);
    } finally {
      await restored.close();
    }
  });

  test("made before the snapshot are not carried out again", async () => {
    const live = await liveDatabase();
    const before = await addClientAccount(live.handle.db, "before@example.com");
    recordAccountClosure(live.dataDir, { userId: before, closedAt: new Date(Date.now() - 60_000) });
    // Already in the snapshot's past: the snapshot is the truth for it.
    const taken = await live.snapshot(new Date());
    await live.handle.close();
    renameSync(path.join(live.dataDir, "pglite"), path.join(live.dataDir, "pglite.lost"));
    const result = await restoreSnapshot(taken.file, live.dataDir);
    expect(result.closures).toEqual({ journalled: 0, deleted: 0 });
  });
});

describe("a restore refuses", { timeout: 120_000 }, () => {
  test("a data directory that holds a database, whether a server runs on it or not", async () => {
    const live = await liveDatabase();
    const taken = await live.snapshot(new Date());
    // Held by this process, as a running server would hold it.
    await expect(restoreSnapshot(taken.file, live.dataDir)).rejects.toBeInstanceOf(
      DataDirLockedError,
    );
    await live.handle.close();
    await expect(restoreSnapshot(taken.file, live.dataDir)).rejects.toBeInstanceOf(
      RestoreRefusedError,
    );
  });

  test("a session secret that differs from the snapshot's", async () => {
    const live = await liveDatabase();
    const taken = await live.snapshot(new Date());
    await live.handle.close();
    const other = mkdtempSync(path.join(tmpdir(), "carrow-other-"));
    writeFileSync(path.join(other, "session-secret"), `${"x".repeat(40)}\n`);
    await expect(restoreSnapshot(taken.file, other)).rejects.toThrow(/differs from the snapshot/);
  });
});

describe("the backups folder", { timeout: 120_000 }, () => {
  test("keeps the newest snapshots and lists them newest first", async () => {
    const live = await liveDatabase();
    try {
      for (const minute of [1, 2, 3]) {
        await live.snapshot(new Date(Date.UTC(2026, 10, 26, 9, minute)));
      }
      const dir = path.join(live.dataDir, "backups");
      expect(pruneSnapshots(dir, 2)).toHaveLength(1);
      const names = listSnapshots(dir).map((s) => path.basename(s.file));
      expect(names).toEqual([
        "snapshot-2026-11-26T09-03-00-000Z.tar.gz",
        "snapshot-2026-11-26T09-02-00-000Z.tar.gz",
      ]);
    } finally {
      await live.handle.close();
    }
  });
});
