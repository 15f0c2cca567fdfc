import { describe, expect, test } from "vitest";
import { changeChannels } from "../../server/db/change-channels";
import { createTestDatabase } from "./support/test-database";

// Each pooled PostgreSQL connection listens for the site's change channels (server/db/client.ts).
// Without TEST_DATABASE_URL there is no server: the test returns, as the other PostgreSQL ones do.
describe("the PostgreSQL connection pool", () => {
  test("a new connection has finished its LISTENs before a query is given it (pg 9 refuses queries that overlap)", async () => {
    if (!process.env.TEST_DATABASE_URL) return;
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on("warning", onWarning);
    const { handle, dispose } = await createTestDatabase({ seed: false });
    try {
      if (handle.engine.kind !== "postgres") throw new Error("expected the PostgreSQL pool");
      const { pool } = handle.engine;
      // Five at once: the pool opens a connection for each, and each is first asked to listen.
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map((n) =>
          pool.query<{ n: number }>("select $1::int as n, pg_sleep(0.05)", [n]),
        ),
      );
      expect(answers.map((a) => a.rows[0]?.n)).toEqual([1, 2, 3, 4, 5]);
      // Warnings are emitted on the next turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((w) => w.includes("already executing a query"))).toEqual([]);
      // And whichever connection answers listens on every channel.
      const listening = await pool.query<{ channel: string }>(
        "select pg_listening_channels() as channel",
      );
      expect(listening.rows.map((r) => r.channel).sort()).toEqual(
        Object.values(changeChannels).sort(),
      );
    } finally {
      process.off("warning", onWarning);
      await dispose();
    }
  });
});
