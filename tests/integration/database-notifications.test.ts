import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { changeChannels } from "../../server/db/change-channels";
import { articles, bookingSettings, teamMembers } from "../../server/db/schema";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

let database: TestDatabase;
const heard: string[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  await database.handle.listen(changeChannels.publicContent, {
    onNotify: () => heard.push("content"),
  });
  await database.handle.listen(changeChannels.availability, {
    onNotify: () => heard.push("availability"),
  });
});
afterAll(() => database.dispose());

test("this process hears its own committed change before the commit returns", async () => {
  heard.length = 0;
  await database.handle.db
    .update(articles)
    .set({ seoTitle: "A plain guide" })
    .where(eq(articles.slug, "no-such-article"));
  // No waiting: the in-memory copies must already know when the code that changed it goes on.
  expect(heard).toContain("content");
  expect(heard).not.toContain("availability");

  // A lawyer's team entry holds their consultation hours and meeting types (ADR 033): both.
  heard.length = 0;
  await database.handle.db
    .update(teamMembers)
    .set({ role: "Partner" })
    .where(eq(teamMembers.slug, "mark-fielding"));
  expect(heard).toContain("content");
  expect(heard).toContain("availability");

  heard.length = 0;
  await database.handle.db.update(bookingSettings).set({ minimumNoticeMinutes: 120 });
  expect(heard).toContain("availability");
});

test("a rolled-back change announces nothing", async () => {
  // On PostgreSQL the dedicated listener repeats the last test's changes a moment later.
  await database.handle.notificationsDelivered();
  heard.length = 0;
  await expect(
    database.handle.db.transaction(async (tx) => {
      await tx
        .update(teamMembers)
        .set({ hidden: true })
        .where(eq(teamMembers.slug, "mark-fielding"));
      throw new Error("rolled back");
    }),
  ).rejects.toThrow("rolled back");
  await database.handle.notificationsDelivered();
  expect(heard).toEqual([]);
});

test("a committed change reaches every listener by the time notificationsDelivered resolves", async () => {
  await database.handle.notificationsDelivered();
  heard.length = 0;
  await database.handle.db.update(bookingSettings).set({ minimumNoticeMinutes: 90 });
  await database.handle.notificationsDelivered();
  // This process's own connection on both engines, and on PostgreSQL the dedicated listener too.
  const expected = database.handle.kind === "postgres" ? 2 : 1;
  expect(heard.filter((h) => h === "availability")).toHaveLength(expected);
});
