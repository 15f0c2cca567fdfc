import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { openDatabase } from "../../server/db/client";
import { runScript } from "./support/ops-fixtures";

// Each script that opens the embedded database itself takes the server's lock (ADR 027): with
// the database held (as a running server holds it), each is refused and changes nothing.
describe("scripts that open the embedded database respect the lock", { timeout: 120_000 }, () => {
  test("db:migrate, admin:create and closures:reapply are refused while it is held", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "carrow-scripts-"));
    const held = await openDatabase({ kind: "pglite", dir: path.join(dataDir, "pglite") });
    try {
      const runs = await Promise.all([
        runScript("migrate", [], { DATA_DIR: dataDir }),
        runScript("create-admin", ["--email", "boss@example.com", "--name", "Boss"], {
          DATA_DIR: dataDir,
          ADMIN_PASSWORD: "a long enough password 123",
        }),
        runScript("reapply-closures", ["2026-11-26T02:00:00Z"], { DATA_DIR: dataDir }),
      ]);
      for (const run of runs) {
        expect(run.code, run.output).not.toBe(0);
        expect(run.output).toMatch(new RegExp(`in use by process ${process.pid} on `));
      }
    } finally {
      await held.close();
    }
  });
});
