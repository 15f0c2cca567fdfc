import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { openDatabase } from "../../server/db/client";
import { migrateDatabase } from "../../server/db/migrate";
import { bookings, enquiries } from "../../server/db/schema";
import { seedDatabase } from "../../server/db/seed/seed-database";
import { resolveSessionSecret } from "../../server/session-secret";
import { addClientRecords, runScript } from "./support/ops-fixtures";
import { freePort, startServerProcess, waitForOutput } from "./support/server-process";

// The proof the issue asks for: records of every kind, a backup taken by the running server
// while requests flow, a restore into a fresh directory, and a server on it that has them all.
describe("a backup of the embedded database restores", { timeout: 240_000 }, () => {
  test("bookings, enquiries, an article and its picture, and the manage links' secret", async () => {
    const liveDir = mkdtempSync(path.join(tmpdir(), "carrow-live-"));
    const secret = resolveSessionSecret({ sessionSecret: undefined, dataDir: liveDir });
    const setup = await openDatabase({ kind: "pglite", dir: path.join(liveDir, "pglite") });
    await migrateDatabase(setup);
    await seedDatabase(setup.db);
    const made = await addClientRecords(setup.db, secret);
    await setup.close();

    const port = await freePort();
    const live = startServerProcess({
      DATA_DIR: liveDir,
      PORT: String(port),
      BACKUP_INTERVAL_HOURS: "0",
    });
    const statuses: number[] = [];
    let backupFile: string;
    try {
      await waitForOutput(live, /Serving/);
      // Requests keep coming, bounded, from before the backup starts until it is written.
      let backingUp = true;
      const paths = ["/", `/insights/${made.slug}`, "/insights", "/readyz", "/contact"];
      const traffic = (async () => {
        for (let i = 0; backingUp && i < 2_000; i++) {
          const res = await fetch(`http://127.0.0.1:${port}${paths[i % paths.length]}`);
          await res.arrayBuffer();
          statuses.push(res.status);
        }
      })();
      const backup = await runScript("backup", [], { DATA_DIR: liveDir });
      backingUp = false;
      await traffic;
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toContain("written by the running server");
      expect(statuses.length).toBeGreaterThan(0);
      expect(statuses.filter((s) => s !== 200)).toEqual([]);

      const files = readdirSync(path.join(liveDir, "backups"));
      expect(files).toHaveLength(1);
      backupFile = path.join(liveDir, "backups", files[0] as string);
      expect(files[0]).toMatch(/^snapshot-\d{4}-\d{2}-\d{2}T[\d-]+Z\.tar\.gz$/);
      expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    } finally {
      live.child.kill("SIGTERM");
      await live.exited;
    }

    const freshDir = mkdtempSync(path.join(tmpdir(), "carrow-restored-"));
    const restored = await runScript("restore", [backupFile], { DATA_DIR: freshDir });
    expect(restored.code, restored.output).toBe(0);
    expect(readFileSync(path.join(freshDir, "session-secret"), "utf8").trim()).toBe(secret);
    expect(statSync(path.join(freshDir, "session-secret")).mode & 0o777).toBe(0o600);

    // A restore never goes over a database: the second attempt is refused.
    const again = await runScript("restore", [backupFile], { DATA_DIR: freshDir });
    expect(again.code).toBe(1);
    expect(again.output).toContain("already holds a database");

    const restoredPort = await freePort();
    const server = startServerProcess({
      DATA_DIR: freshDir,
      PORT: String(restoredPort),
      BACKUP_INTERVAL_HOURS: "0",
    });
    try {
      await waitForOutput(server, /Serving/);
      const base = `http://127.0.0.1:${restoredPort}`;
      const article = await fetch(`${base}/insights/${made.slug}`);
      expect(article.status).toBe(200);
      expect(await article.text()).toContain("Every word of this article must survive a restore.");
      const picture = await fetch(`${base}/media/${made.image.id}/${made.image.width}.webp`);
      expect(picture.status).toBe(200);
      expect(Buffer.from(await picture.arrayBuffer()).equals(made.image.bytes)).toBe(true);
      // The manage link e-mailed before the backup still opens its booking.
      const manage = await fetch(`${base}/consultation/manage/${made.manageToken}`);
      expect(manage.status).toBe(200);
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }

    const check = await openDatabase({ kind: "pglite", dir: path.join(freshDir, "pglite") });
    try {
      const bookingIds = (await check.db.select({ id: bookings.id }).from(bookings)).map(
        (r) => r.id,
      );
      const enquiryIds = (await check.db.select({ id: enquiries.id }).from(enquiries)).map(
        (r) => r.id,
      );
      expect(bookingIds.sort()).toEqual([...made.bookingIds].sort());
      expect(enquiryIds.sort()).toEqual([...made.enquiryIds].sort());
    } finally {
      await check.close();
    }
    // Released: the file stays (ADR 027) and names no owner.
    expect(readFileSync(path.join(freshDir, "pglite.lock"), "utf8")).toBe("");
  });
});

describe("npm run backup without a running server", { timeout: 120_000 }, () => {
  test("opens the database itself and writes a snapshot that restores", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "carrow-offline-"));
    resolveSessionSecret({ sessionSecret: undefined, dataDir });
    const setup = await openDatabase({ kind: "pglite", dir: path.join(dataDir, "pglite") });
    await migrateDatabase(setup);
    const made = await addClientRecords(setup.db, "unused-secret-for-this-test-0123456789");
    await setup.close();

    const backup = await runScript("backup", [], { DATA_DIR: dataDir });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain("no server was running");
    // Released: the file stays (ADR 027) and names no owner.
    expect(readFileSync(path.join(dataDir, "pglite.lock"), "utf8")).toBe("");
    const [file] = readdirSync(path.join(dataDir, "backups"));

    const freshDir = mkdtempSync(path.join(tmpdir(), "carrow-offline-restored-"));
    const restored = await runScript("restore", [path.join(dataDir, "backups", file as string)], {
      DATA_DIR: freshDir,
    });
    expect(restored.code, restored.output).toBe(0);
    const check = await openDatabase({ kind: "pglite", dir: path.join(freshDir, "pglite") });
    try {
      expect(await check.db.$count(enquiries)).toBe(made.enquiryIds.length);
    } finally {
      await check.close();
    }
  });

  test("on PostgreSQL, points to pg_dump instead", async () => {
    const result = await runScript("backup", [], {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "carrow-pg-")),
      DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
      SESSION_SECRET: "a-session-secret-of-at-least-32-characters",
    });
    expect(result.code).toBe(2);
    expect(result.output).toContain("pg_dump");
  });
});
