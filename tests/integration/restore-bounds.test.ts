import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { extract as tarExtract, pack as tarPack } from "tar-stream";
import { describe, expect, test } from "vitest";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { migrateDatabase } from "../../server/db/migrate";
import { createLogger } from "../../server/logger";
import { readSnapshot, SnapshotUnreadableError } from "../../server/ops/backup/read-snapshot";
import { restoreSnapshot } from "../../server/ops/backup/restore-snapshot";
import { startBackups } from "../../server/ops/backup/start-backups";
import { writeSnapshot } from "../../server/ops/backup/write-snapshot";
import { resolveSessionSecret } from "../../server/session-secret";
import { runScript } from "./support/ops-fixtures";

const MB = 1024 * 1024;

type CraftedEntry = { name: string; content: string | Buffer } | { name: string; zeros: number };

/** A snapshot-shaped file; an entry of `zeros` is streamed, so it is never held in memory. */
async function craftSnapshot(entries: CraftedEntry[]): Promise<string> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "crafted-")), "snapshot.tar.gz");
  const tar = tarPack();
  const written = pipeline(tar, createGzip({ level: 1 }), createWriteStream(file));
  const chunk = Buffer.alloc(MB);
  for (const entry of entries) {
    if ("content" in entry) {
      tar.entry({ name: entry.name }, entry.content);
      continue;
    }
    await new Promise<void>((resolve, reject) => {
      const stream = tar.entry({ name: entry.name, size: entry.zeros }, (err) =>
        err ? reject(err) : resolve(),
      );
      let left = entry.zeros;
      const writeMore = () => {
        while (left > 0) {
          const piece = left >= MB ? chunk : chunk.subarray(0, left);
          left -= piece.length;
          if (!stream.write(piece)) return void stream.once("drain", writeMore);
        }
        stream.end(Buffer.alloc(0));
      };
      writeMore();
    });
  }
  tar.finalize();
  await written;
  return file;
}

/** The entries of a real snapshot, to be packed again with something added. */
async function entriesOf(file: string): Promise<Array<{ name: string; content: Buffer }>> {
  const entries: Array<{ name: string; content: Buffer }> = [];
  const extract = tarExtract();
  extract.on("entry", (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on("data", (c) => chunks.push(c as Buffer));
    stream.on("end", () => {
      entries.push({ name: header.name, content: Buffer.concat(chunks) });
      next();
    });
  });
  await pipeline(createReadStream(file), createGunzip(), extract);
  return entries;
}

/** A snapshot written by this version's own code, of a migrated database. */
async function currentSnapshot(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "carrow-restore-src-"));
  resolveSessionSecret({ sessionSecret: undefined, dataDir });
  const handle = await openDatabase({ kind: "pglite", dir: path.join(dataDir, "pglite") });
  try {
    await migrateDatabase(handle);
    if (handle.engine.kind !== "pglite") throw new Error("pglite expected");
    const snapshot = await writeSnapshot({
      client: handle.engine.client,
      dataDir,
      backupsDir: path.join(dataDir, "backups"),
      sessionSecretFromEnvironment: false,
    });
    return snapshot.file;
  } finally {
    await handle.close();
  }
}

const manifest = JSON.stringify({
  format: 1,
  createdAt: "2026-11-26T02:00:00.000Z",
  database: "pglite",
  appVersion: "1.0.0",
  secrets: ["session-secret"],
  sessionSecretFromEnvironment: false,
});

/** What a refused restore may leave in DATA_DIR: the lock file and nothing else. */
function leftBehind(dataDir: string): string[] {
  return readdirSync(dataDir).filter((name) => name !== "pglite.lock");
}

describe("restoring a snapshot is bounded", { timeout: 120_000 }, () => {
  test("a database that unpacks past the cap is refused, saying which setting, and nothing is left behind", async () => {
    // 64 MB of zeros is about 300 KB of gzip: the shape of the 21 MB file holding 3 GiB.
    const file = await craftSnapshot([
      { name: "manifest.json", content: manifest },
      { name: "secrets/session-secret", content: "x".repeat(64) },
      { name: "pglite.tar", zeros: 64 * MB },
    ]);
    const dataDir = mkdtempSync(path.join(tmpdir(), "carrow-restore-"));
    const restoring = restoreSnapshot(file, dataDir, { maxDatabaseBytes: MB });
    await expect(restoring).rejects.toThrow(SnapshotUnreadableError);
    await expect(restoreSnapshot(file, dataDir, { maxDatabaseBytes: MB })).rejects.toThrow(
      /larger than RESTORE_MAX_DATABASE_MB allows \(1024 KB\)/,
    );
    expect(leftBehind(dataDir)).toEqual([]);
  });

  test("npm run restore takes the cap from RESTORE_MAX_DATABASE_MB and fails with one clear line", async () => {
    const file = await craftSnapshot([
      { name: "manifest.json", content: manifest },
      { name: "pglite.tar", zeros: 3 * MB },
    ]);
    const dataDir = mkdtempSync(path.join(tmpdir(), "carrow-restore-"));
    const result = await runScript("restore", [file], {
      DATA_DIR: dataDir,
      RESTORE_MAX_DATABASE_MB: "2",
    });
    expect(result.code).toBe(1);
    expect(result.output.trim()).toMatch(
      /was refused: its database is larger than RESTORE_MAX_DATABASE_MB allows/,
    );
    expect(leftBehind(dataDir)).toEqual([]);
  });

  test("a manifest over 64 KB or a secret over 4 KB is refused", async () => {
    const bigManifest = await craftSnapshot([
      { name: "manifest.json", content: " ".repeat(65 * 1024) + manifest },
      { name: "pglite.tar", content: "" },
    ]);
    await expect(
      restoreSnapshot(bigManifest, mkdtempSync(path.join(tmpdir(), "carrow-restore-"))),
    ).rejects.toThrow(/manifest.json is larger than 64 KB/);
    const bigSecret = await craftSnapshot([
      { name: "manifest.json", content: manifest },
      { name: "secrets/session-secret", content: "x".repeat(5 * 1024) },
      { name: "pglite.tar", content: "" },
    ]);
    await expect(
      restoreSnapshot(bigSecret, mkdtempSync(path.join(tmpdir(), "carrow-restore-"))),
    ).rejects.toThrow(/secrets\/session-secret is larger than 4 KB/);
  });

  test("a snapshot this version wrote restores, with unknown entries (however large) skipped unread and unwritten", async () => {
    const entries = await entriesOf(await currentSnapshot());
    const file = await craftSnapshot([
      ...entries,
      { name: "../../escaped", content: "nothing should write me" },
      { name: "secrets/other-secret", content: "nor me" },
      { name: "padding.bin", zeros: 192 * MB },
    ]);
    const dataDir = mkdtempSync(path.join(tmpdir(), "carrow-restore-"));
    // Buffers held at once, sampled while the snapshot is read (the old reader kept every
    // entry: 437 MB here). PGlite's own memory, during the restore below, is not the reader's.
    const buffersBefore = process.memoryUsage().arrayBuffers;
    let buffersPeak = buffersBefore;
    const sampler = setInterval(() => {
      buffersPeak = Math.max(buffersPeak, process.memoryUsage().arrayBuffers);
    }, 5);
    const read = await readSnapshot(file, { maxDatabaseBytes: 64 * MB, workDir: dataDir }).finally(
      () => clearInterval(sampler),
    );
    // Garbage not yet collected (gunzip's chunks) comes and goes: 25 MB measured, far from 192.
    expect(buffersPeak - buffersBefore).toBeLessThan(64 * MB);
    read.discard();

    const result = await restoreSnapshot(file, dataDir);
    expect(result.manifest.format).toBe(1);
    expect(existsSync(path.join(dataDir, "..", "..", "escaped"))).toBe(false);
    expect(existsSync(path.join(dataDir, "other-secret"))).toBe(false);
    expect(readdirSync(dataDir).filter((n) => n.endsWith(".part"))).toEqual([]);
    const restored = await openDatabase({ kind: "pglite", dir: result.databaseDir });
    try {
      await restored.ping();
    } finally {
      await restored.close();
    }
  });
});

describe("a half-written snapshot (.part)", { timeout: 60_000 }, () => {
  test("is removed when the server starts, with a warning, and so is a restore's", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "carrow-part-"));
    const config = loadConfig({ DATA_DIR: dataDir, BACKUP_INTERVAL_HOURS: "0" });
    const part = path.join(config.backups.dir, "snapshot-2026-11-26T02-00-00-000Z.tar.gz.part");
    mkdirSync(config.backups.dir, { recursive: true });
    writeFileSync(part, "the first half of a snapshot");
    const restorePart = path.join(dataDir, "restore-0a1b2c3d4e5f.pglite.tar.part");
    writeFileSync(restorePart, "the first half of a restored database");
    const lines: string[] = [];
    const logger = createLogger("info", { write: (line: string) => lines.push(line) });
    const database = await openDatabase({ kind: "pglite", dir: "memory" });
    const backups = await startBackups({ config, database, logger });
    try {
      expect(existsSync(part)).toBe(false);
      expect(existsSync(restorePart)).toBe(false);
      expect(lines.join("")).toContain("removed 2 half-written snapshot file(s)");
    } finally {
      await backups.stop();
      await database.close();
    }
  });
});
