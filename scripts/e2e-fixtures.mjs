// Rows the browser tests need that no public form can make: a consultation today, whatever the
// day and hour the suite runs. Only scripts/e2e-server.mjs calls this, only when playwright.config.ts
// sets E2E_FIXTURES=1, and only on the embedded database that script has just emptied.
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

/** 10:00 today in London as an instant, across daylight saving. */
function todayAtTenInLondon() {
  const now = new Date();
  const date = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
  const guess = new Date(`${date}T10:00:00Z`);
  const londonHour = Number(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London",
      hour: "2-digit",
      hourCycle: "h23",
    }).format(guess),
  );
  return new Date(guess.getTime() - (londonHour - 10) * 3_600_000);
}

export async function insertE2eFixtures(dataDir) {
  if (process.env.DATABASE_URL)
    throw new Error("E2E fixtures are for the throwaway embedded database only");
  mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(path.join(dataDir, "pglite"));
  await client.waitReady;
  try {
    await migrate(drizzle(client), { migrationsFolder: "server/db/migrations" });
    const start = todayAtTenInLondon();
    await client.query(
      `insert into bookings (reference, practice_area, meeting_type, pool, starts_at, ends_at, name, email, phone, summary, status, manage_token_hash, consented_at)
       values ($1, 'wills-probate', 'bramhall', 'bramhall', $2, $3, 'Tess Today', 'tess.today@example.com', '0161 496 0555', 'A will for two.', 'confirmed', $4, now())`,
      [
        "CH-TODAY1",
        start.toISOString(),
        new Date(start.getTime() + 30 * 60_000).toISOString(),
        randomBytes(24).toString("base64url"),
      ],
    );
  } finally {
    await client.close();
  }
}
