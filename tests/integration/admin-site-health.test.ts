import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { outbox } from "../../server/db/schema";
import { listSnapshots, snapshotFileName } from "../../server/ops/backup/snapshot-files";
import { createOutboxStore, queueMail } from "../../server/services/mail/outbox";
import { signedInAs } from "./support/accounts";
import { getPage } from "./support/office";
import { createTestApp, type TestApp } from "./support/test-app";

describe("the site health screen", () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "carrow-health-"));
    t = await createTestApp({ DATA_DIR: dataDir });
  });
  afterAll(() => t.close());

  const embedded = () => t.database.handle.kind === "pglite";

  test("is for staff and admins only", async () => {
    const visitor = await getPage(t, "/admin/health").expect(302);
    expect(visitor.headers.location).toMatch(/^\/auth/);
    const client = await signedInAs(t, "client");
    await getPage(t, "/admin/health", client.cookie).expect(403);
    for (const role of ["staff", "admin"] as const) {
      const person = await signedInAs(t, role);
      const res = await getPage(t, "/admin/health", person.cookie).expect(200);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(res.text).toContain("Site health");
    }
  });

  test("with nothing wrong: no warnings, the version, and how the database is backed up", async () => {
    if (embedded()) {
      const backups = path.join(dataDir, "backups");
      mkdirSync(backups, { recursive: true });
      const file = path.join(backups, snapshotFileName(t.clock.now()));
      writeFileSync(file, Buffer.alloc(3 * 1024 * 1024));
      // The screen judges a backup's age by the app's clock.
      const anHourAgo = new Date(t.clock.now().getTime() - 3_600_000);
      utimesSync(file, anHourAgo, anHourAgo);
    }
    const staff = await signedInAs(t, "staff");
    const res = await getPage(t, "/admin/health", staff.cookie).expect(200);
    expect(res.text).toContain("Nothing needs attention.");
    expect(res.text).toContain("1.0.0");
    if (embedded()) {
      expect(res.text).toContain("3.0 MB");
      // The database's own size, read from the server: a real database is megabytes.
      expect(res.text).toMatch(/Embedded, \d+(\.\d)? MB/);
    } else {
      expect(res.text).toContain("Managed outside the website");
      expect(res.text).toMatch(/PostgreSQL, \d+(\.\d)? MB/);
    }
  });

  test("warns when mail failed or waited over an hour, and links to the failed mail", async () => {
    await queueMail(t.database.handle.db, {
      idempotencyKey: "health-failed",
      to: ["someone@example.com"],
      subject: "Failed one",
      html: "<p>x</p>",
      text: "x",
    });
    await t.database.handle.db
      .update(outbox)
      .set({ status: "failed", attempts: 10, lastError: "550 no such mailbox" })
      .where(eq(outbox.idempotencyKey, "health-failed"));
    await queueMail(t.database.handle.db, {
      idempotencyKey: "health-stuck",
      to: ["someone@example.com"],
      subject: "Stuck one",
      html: "<p>x</p>",
      text: "x",
    });
    await t.database.handle.db
      .update(outbox)
      // Waiting is judged by the app's clock: due two hours before its now.
      .set({ dueAt: new Date(t.clock.now().getTime() - 2 * 3_600_000) })
      .where(eq(outbox.idempotencyKey, "health-stuck"));
    const staff = await signedInAs(t, "staff");
    const res = await getPage(t, "/admin/health", staff.cookie).expect(200);
    expect(res.text).not.toContain("Nothing needs attention.");
    expect(res.text).toContain("1 e-mail failed after every attempt");
    expect(res.text).toMatch(/An e-mail due at .* has been waiting to send for over an hour/);
    expect(res.text).toContain('href="/admin/mail?status=failed"');
  });

  test("warns when an attempt failed in the last hour, even if the message was sent since", async () => {
    const db = t.database.handle.db;
    for (const [key, minutesAgo] of [
      ["health-failed-recently", 10],
      ["health-failed-long-ago", 120],
    ] as const) {
      await queueMail(db, {
        idempotencyKey: key,
        to: ["someone@example.com"],
        subject: key,
        html: "<p>x</p>",
        text: "x",
      });
      await db
        .update(outbox)
        .set({
          status: "sent",
          sentAt: t.clock.now(),
          attempts: 2,
          lastFailedAt: new Date(t.clock.now().getTime() - minutesAgo * 60_000),
        })
        .where(eq(outbox.idempotencyKey, key));
    }
    const staff = await signedInAs(t, "staff");
    const res = await getPage(t, "/admin/health", staff.cookie).expect(200);
    // Only the one that failed ten minutes ago counts.
    expect(res.text).toContain("Sending 1 e-mail failed in the last hour.");
  });

  test("a failed attempt is timed by the outbox, so the health screen can see it", async () => {
    const db = t.database.handle.db;
    await queueMail(db, {
      idempotencyKey: "health-attempt",
      to: ["someone@example.com"],
      subject: "Attempt",
      html: "<p>x</p>",
      text: "x",
    });
    const store = createOutboxStore(db);
    const claimed = (await store.claimDue({ limit: 50, leaseMs: 60_000 })).find(
      (m) => m.subject === "Attempt",
    );
    expect(claimed).toBeDefined();
    if (!claimed) return;
    // The outbox stamps a failure with the machine's time (a record for people to read, like
    // sentAt), so that is the clock to compare with here.
    const before = Date.now();
    await store.markFailed(claimed, "421 try again later");
    const [row] = await db.select().from(outbox).where(eq(outbox.idempotencyKey, "health-attempt"));
    expect(row?.lastFailedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  test("warns when no backup succeeded in the last day (embedded database)", async () => {
    // On PostgreSQL the screen says backups are managed outside the app (tested above).
    if (!embedded()) return;
    const old = path.join(
      dataDir,
      "backups",
      snapshotFileName(new Date(t.clock.now().getTime() - 3 * 86_400_000)),
    );
    writeFileSync(old, "x");
    const staff = await signedInAs(t, "staff");
    const before = await getPage(t, "/admin/health", staff.cookie).expect(200);
    expect(before.text).not.toContain("No backup has succeeded since");
    // Every snapshot is now at least two days old.
    const twoDaysAgo = new Date(t.clock.now().getTime() - 2 * 86_400_000);
    for (const s of listSnapshots(path.join(dataDir, "backups"))) {
      utimesSync(s.file, twoDaysAgo, twoDaysAgo);
    }
    const after = await getPage(t, "/admin/health", staff.cookie).expect(200);
    expect(after.text).toContain("No backup has succeeded since");
  });
});
