import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { migrationsDir } from "../../server/paths";
import { queryRows } from "./support/query-rows";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

/**
 * Migration 0015 (issue 30, ADR 033): seats give way to lawyers. Every confirmed booking made
 * before it gets a suitable free lawyer, or stays unassigned with a to-do for an admin; none is
 * lost. The database is built as it stood at 0014, filled, then taken to 0015.
 */

const migration = readFileSync(path.join(migrationsDir, "0015_lawyers_and_leads.sql"), "utf8");

/** The migrations folder as it was before 0015. */
function foldersBefore0015(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "migrations-0014-"));
  cpSync(migrationsDir, dir, { recursive: true });
  rmSync(path.join(dir, "0015_lawyers_and_leads.sql"));
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as {
    entries: Array<{ idx: number }>;
  };
  journal.entries = journal.entries.filter((e) => e.idx <= 14);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe("migration 0015: bookings hold a lawyer instead of a seat", () => {
  let database: TestDatabase;
  let folder: string;
  beforeAll(async () => {
    folder = foldersBefore0015();
    database = await createTestDatabase({ seed: false, migrationsFolder: folder });
  });
  afterAll(async () => {
    await database.dispose();
    rmSync(folder, { recursive: true, force: true });
  });

  const db = () => database.handle.db;
  const member = (slug: string, name: string, area: string, office: string, hidden = false) =>
    db().execute(sql`
      insert into team_members (slug, name, role, practice_areas, office, bio, email, phone, hidden)
      values (${slug}, ${name}, 'Solicitor', ${JSON.stringify([area])}::jsonb, ${office}, 'Bio.',
        ${`${slug}@example.com`}, '0161 496 0100', ${hidden})`);
  // Made one minute apart, in the order written: the migration assigns in that order.
  let made = Date.parse("2026-11-01T09:00:00Z");
  const booking = (
    reference: string,
    input: { area: string; type: string; pool: string; start: string; seat: number | null },
    status = "confirmed",
  ) => {
    made += 60_000;
    const createdAt = new Date(made).toISOString();
    return db().execute(sql`
      insert into bookings (reference, practice_area, meeting_type, pool, starts_at, ends_at, seat,
        name, email, phone, summary, manage_token_hash, consented_at, status, created_at)
      values (${reference}, ${input.area}, ${input.type}, ${input.pool}, ${input.start},
        ${new Date(new Date(input.start).getTime() + 30 * 60_000).toISOString()}, ${input.seat},
        ${`Client ${reference}`}, ${`${reference.toLowerCase()}@example.com`}, '07700 900123',
        'About a will', ${`hash-${reference}`}, now(), ${status}, ${createdAt})`);
  };

  test("every confirmed booking gets a suitable free lawyer, fewest that week first; the rest are flagged", async () => {
    await member("amy-adams", "Amy Adams", "wills-probate", "bramhall");
    await member("ben-brown", "Ben Brown", "wills-probate", "bramhall");
    await member("cat-cole", "Cat Cole", "family-law", "heaton-moor");
    await member("dan-dale", "Dan Dale", "wills-probate", "bramhall", true);
    const t1 = "2030-03-05T10:00:00Z";
    const t2 = "2030-03-06T10:00:00Z";
    const wills = { area: "wills-probate", type: "bramhall", pool: "bramhall", start: t1 };
    await booking("CH-AAAAA1", { ...wills, seat: 1 });
    await booking("CH-AAAAA2", { ...wills, seat: 2 });
    await booking("CH-AAAAA3", { ...wills, seat: 3 });
    await booking("CH-AAAAA4", { ...wills, type: "video", pool: "remote", start: t2, seat: 1 });
    await booking("CH-AAAAA5", {
      area: "family-law",
      type: "heaton-moor",
      pool: "heaton-moor",
      start: t1,
      seat: 1,
    });
    await booking("CH-AAAAA6", {
      area: "criminal-law",
      type: "phone",
      pool: "remote",
      start: t1,
      seat: 1,
    });
    await booking(
      "CH-AAAAA7",
      { ...wills, start: "2030-03-09T10:00:00Z", seat: null },
      "requested",
    );
    await booking("CH-AAAAA8", {
      area: "criminal-law",
      type: "phone",
      pool: "remote",
      start: "2020-03-05T10:00:00Z",
      seat: 1,
    });

    for (const statement of migration.split("--> statement-breakpoint")) {
      await db().execute(sql.raw(statement));
    }

    const rows = await queryRows<{ reference: string; status: string; lawyer: string | null }>(
      db(),
      sql`select b.reference, b.status, m.name as lawyer from bookings b
        left join team_members m on m.id = b.lawyer_id order by b.reference`,
    );
    expect(rows).toEqual([
      { reference: "CH-AAAAA1", status: "confirmed", lawyer: "Amy Adams" },
      { reference: "CH-AAAAA2", status: "confirmed", lawyer: "Ben Brown" },
      // Three at one time with two lawyers: the third is kept, unassigned, for an admin.
      { reference: "CH-AAAAA3", status: "confirmed", lawyer: null },
      // One each that week already: the tie goes by name.
      { reference: "CH-AAAAA4", status: "confirmed", lawyer: "Amy Adams" },
      { reference: "CH-AAAAA5", status: "confirmed", lawyer: "Cat Cole" },
      // Nobody takes criminal law here.
      { reference: "CH-AAAAA6", status: "confirmed", lawyer: null },
      // A Saturday request waits for staff; a past booking is history.
      { reference: "CH-AAAAA7", status: "requested", lawyer: null },
      { reference: "CH-AAAAA8", status: "confirmed", lawyer: null },
    ]);
    const todos = await queryRows<{ kind: string; summary: string }>(
      db(),
      sql`select kind, summary from staff_todos order by summary`,
    );
    expect(todos).toEqual([
      {
        kind: "booking-without-lawyer",
        summary: "Booking CH-AAAAA3 (Client CH-AAAAA3) has no lawyer: choose one who can take it.",
      },
      {
        kind: "booking-without-lawyer",
        summary: "Booking CH-AAAAA6 (Client CH-AAAAA6) has no lawyer: choose one who can take it.",
      },
    ]);
    const members = await queryRows<{ name: string; takes: boolean; types: string[] }>(
      db(),
      sql`select name, takes_consultations as takes, meeting_types as types from team_members order by name`,
    );
    expect(members).toEqual([
      { name: "Amy Adams", takes: true, types: ["bramhall", "phone", "video"] },
      { name: "Ben Brown", takes: true, types: ["bramhall", "phone", "video"] },
      { name: "Cat Cole", takes: true, types: ["heaton-moor", "phone", "video"] },
      { name: "Dan Dale", takes: false, types: ["bramhall", "phone", "video"] },
    ]);
  });

  test("afterwards no lawyer can hold two confirmed bookings at one time, and none sits off the half-hour grid", async () => {
    const [amy] = await queryRows<{ id: string }>(
      db(),
      sql`select id from team_members where slug = 'amy-adams'`,
    );
    const insert = (reference: string, start: string, minutes = 30) =>
      db().execute(sql`
        insert into bookings (reference, practice_area, meeting_type, pool, starts_at, ends_at,
          lawyer_id, name, email, phone, summary, manage_token_hash, consented_at)
        values (${reference}, 'wills-probate', 'bramhall', 'bramhall', ${start},
          ${new Date(new Date(start).getTime() + minutes * 60_000).toISOString()}, ${amy?.id},
          'Jo', 'jo@example.com', '07700 900123', 'About a will', ${`hash-${reference}`}, now())`);
    await expect(insert("CH-BBBBB1", "2030-03-05T10:00:00Z")).rejects.toMatchObject({
      cause: { code: "23505" },
    });
    await expect(insert("CH-BBBBB2", "2030-03-05T10:15:00Z")).rejects.toMatchObject({
      cause: { code: "23514" },
    });
    await expect(insert("CH-BBBBB3", "2030-03-05T11:00:00Z", 45)).rejects.toMatchObject({
      cause: { code: "23514" },
    });
  });
});
