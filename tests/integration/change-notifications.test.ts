import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { todayInLondon } from "~/shared/time/london-clock";
import { openDatabase } from "../../server/db/client";
import { bookingBlocks, teamMembers } from "../../server/db/schema";
import { createTestApp, type TestApp } from "./support/test-app";

// Two instances of the site on one database, each keeping copies in memory (ADR 012). On a
// PostgreSQL server the second has its own connections, as another process would; an embedded
// database belongs to one process, so there the two share it.
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp();
  const { url, handle } = first.database;
  const other = url ? await openDatabase({ kind: "postgres", url }) : handle;
  second = await createTestApp(
    {},
    {
      handle: other,
      url,
      dispose: async () => {
        if (other !== handle) await other.close();
      },
    },
  );
});
afterAll(async () => {
  await second.close();
  await first.close();
});

async function freeDays(app: TestApp): Promise<string[]> {
  const now = app.clock.now();
  const from = todayInLondon(now);
  const to = todayInLondon(new Date(now.getTime() + 40 * 86_400_000));
  const res = await request(app.app)
    .get(`/api/availability?from=${from}&to=${to}&type=phone`)
    .expect(200);
  return (res.body.days as Array<{ date: string }>).map((d) => d.date);
}

describe("a change made through one instance reaches the other's copies", () => {
  test("free slots: a day blocked in plain SQL disappears from the other instance's answer", async () => {
    // A day with free slots whatever the date the test runs on (bank holidays, weekends).
    const day = (await freeDays(second)).at(-1) as string;
    expect(day).toBeDefined();
    // Asked twice: the second answer is the kept one.
    expect(await freeDays(second)).toContain(day);
    const [block] = await first.database.handle.db
      .insert(bookingBlocks)
      .values({
        startsAt: new Date(`${day}T00:00:00Z`),
        endsAt: new Date(`${day}T23:59:00Z`),
        pool: null,
        reason: "Instance test",
      })
      .returning();
    try {
      await expect.poll(() => freeDays(second)).not.toContain(day);
      expect(await freeDays(first)).not.toContain(day);
    } finally {
      await first.database.handle.db
        .delete(bookingBlocks)
        .where(eq(bookingBlocks.id, block?.id as string));
    }
    await expect.poll(() => freeDays(second)).toContain(day);
  });

  test("public pages: a person hidden through one instance leaves the other's team page", async () => {
    const page = () =>
      request(second.app)
        .get("/about/team")
        .expect(200)
        .then((r) => r.text);
    expect(await page()).toContain("Mark Fielding");
    await first.database.handle.db
      .update(teamMembers)
      .set({ hidden: true })
      .where(eq(teamMembers.slug, "mark-fielding"));
    try {
      await expect.poll(page).not.toContain("Mark Fielding");
    } finally {
      await first.database.handle.db
        .update(teamMembers)
        .set({ hidden: false })
        .where(eq(teamMembers.slug, "mark-fielding"));
    }
    await expect.poll(page).toContain("Mark Fielding");
  });
});
