import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import pg from "pg";
import { describe, expect, test } from "vitest";
import { openDatabase } from "../../server/db/client";
import { bookings, enquiries, imageVariants, users } from "../../server/db/schema";
import { recordAccountClosure } from "../../server/ops/closures/closure-journal";
import { addClientAccount, addClientRecords, runScript } from "./support/ops-fixtures";
import { createTestDatabase } from "./support/test-database";

const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL;

/** Fails loudly, never skips, when CI's PostgreSQL is there but its client tools are not. */
async function requireTool(name: string): Promise<void> {
  try {
    await run(name, ["--version"]);
  } catch {
    throw new Error(
      `${name} is not installed, but TEST_DATABASE_URL is set: install PostgreSQL's client tools (Debian: apt-get install postgresql-client) so the documented backup commands can be tested.`,
    );
  }
}

// The README's PostgreSQL commands, run as documented against the CI server. Without
// TEST_DATABASE_URL there is no server to run them against, and the test says so and returns.
describe("PostgreSQL backups with pg_dump and pg_restore (README, Operations)", () => {
  test("a custom-format dump restores into an empty database with every row; closures since are re-applied", {
    timeout: 120_000,
  }, async () => {
    if (!serverUrl) return;
    await requireTool("pg_dump");
    await requireTool("pg_restore");
    const live = await createTestDatabase();
    const target = await createTestDatabase({ seed: false });
    try {
      if (!live.url || !target.url) throw new Error("PostgreSQL databases expected");
      const made = await addClientRecords(
        live.handle.db,
        "a-session-secret-kept-with-the-dumps-0123",
      );
      const closing = await addClientAccount(live.handle.db, "closing.pg@example.com");

      const dumpFile = path.join(mkdtempSync(path.join(tmpdir(), "carrow-pgdump-")), "site.dump");
      const dumpedAt = new Date();
      await run("pg_dump", ["--format=custom", "--no-owner", `--file=${dumpFile}`, live.url]);

      // After the dump: the account is closed, and the closure journalled.
      const dataDir = mkdtempSync(path.join(tmpdir(), "carrow-pgdata-"));
      await live.handle.db.delete(users).where(eq(users.id, closing));
      recordAccountClosure(dataDir, { userId: closing });

      // The restore goes into an empty database (migrations made nothing in it yet).
      const admin = new pg.Client({ connectionString: target.url });
      await admin.connect();
      await admin.query(
        "drop schema if exists drizzle cascade; drop schema public cascade; create schema public",
      );
      await admin.end();
      await run("pg_restore", [
        "--no-owner",
        "--exit-on-error",
        "--single-transaction",
        `--dbname=${target.url}`,
        dumpFile,
      ]);

      const reapplied = await runScript("reapply-closures", [dumpedAt.toISOString()], {
        DATA_DIR: dataDir,
        DATABASE_URL: target.url,
        SESSION_SECRET: "a-session-secret-kept-with-the-dumps-0123",
      });
      expect(reapplied.code, reapplied.output).toBe(0);
      expect(reapplied.output).toContain("1 account(s) removed again");

      const restored = await openDatabase({ kind: "postgres", url: target.url });
      try {
        const bookingIds = (await restored.db.select({ id: bookings.id }).from(bookings)).map(
          (r) => r.id,
        );
        expect(bookingIds.sort()).toEqual([...made.bookingIds].sort());
        const enquiryIds = (await restored.db.select({ id: enquiries.id }).from(enquiries)).map(
          (r) => r.id,
        );
        expect(enquiryIds.sort()).toEqual([...made.enquiryIds].sort());
        const [variant] = await restored.db
          .select({ bytes: imageVariants.bytes })
          .from(imageVariants)
          .where(eq(imageVariants.imageId, made.image.id))
          .limit(1);
        expect(variant?.bytes.length).toBeGreaterThan(0);
        expect(await restored.db.$count(users, eq(users.id, closing))).toBe(0);
      } finally {
        await restored.close();
      }
    } finally {
      await live.dispose();
      await target.dispose();
    }
  });
});
