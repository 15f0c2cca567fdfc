import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { defaultFirmFacts } from "~/shared/firm/facts";
import { firmDetailsSchema } from "~/shared/firm/settings-schemas";
import { firmSettings, teamMembers } from "../../server/db/schema";
import { migrationsDir } from "../../server/paths";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

/**
 * Migration 0018 (issue 47, item 4): single lines stored before the rule are cleaned, so the
 * firm's details still pass the stricter schema when read back, instead of the site falling
 * back to the sample firm's details.
 */

const migration = readFileSync(
  path.join(migrationsDir, "0018_single_line_text_cleaned.sql"),
  "utf8",
);

describe("migration 0018: control and bidirectional characters cleaned from single lines", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  test("a firm name with CR/LF and a right-to-left override, and a video room with a line break", async () => {
    const db = database.handle.db;
    // The details document as the admin screen saves it.
    const { hours: _h, nextClosure: _n, videoProvider: _v, ...stored } = defaultFirmFacts;
    expect(firmDetailsSchema.safeParse(stored).success).toBe(true);
    const offices = stored.offices as unknown as Array<Record<string, unknown>>;
    const bad = {
      ...stored,
      name: "Carrow & Hale\r\nSolicitors\u202e",
      offices: offices.map((o, i) => (i === 0 ? { ...o, town: "Stock\tport\u0085" } : o)),
    };
    await db
      .insert(firmSettings)
      .values({ key: "details", value: bad })
      .onConflictDoUpdate({ target: firmSettings.key, set: { value: bad } });
    // What the stricter rule makes of the row as it stands: refused, so the site would fall back.
    expect(firmDetailsSchema.safeParse(bad).success).toBe(false);
    const [member] = await db.select().from(teamMembers).limit(1);
    await db
      .update(teamMembers)
      .set({ videoRoomUrl: "https://meet.example.com/room\r\nBcc: x@example.com" })
      .where(eq(teamMembers.id, member?.id as string));

    // One connection for the whole migration, as the migrator runs it (its helpers live there).
    await db.transaction(async (tx) => {
      for (const statement of migration.split("--> statement-breakpoint")) {
        await tx.execute(sql.raw(statement));
      }
    });

    const [after] = await db.select().from(firmSettings).where(eq(firmSettings.key, "details"));
    const parsed = firmDetailsSchema.safeParse(after?.value);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data?.name).toBe("Carrow & Hale Solicitors");
    expect(parsed.data?.offices[0]?.town).toBe("Stock port");
    const [room] = await db
      .select({ url: teamMembers.videoRoomUrl })
      .from(teamMembers)
      .where(eq(teamMembers.id, member?.id as string));
    expect(room?.url).toBe("https://meet.example.com/room Bcc: x@example.com");
  });
});
