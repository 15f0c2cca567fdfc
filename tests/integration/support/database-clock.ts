import { sql } from "drizzle-orm";
import type { Database } from "../../../server/db/client";

/**
 * The mail outbox counts due times and leases by the database's clock, the one every instance's
 * worker shares (ADR 028), not by the app's. A test that moves a message's due time or lease
 * around "now" means this clock: the database's, read here, or these expressions in SQL.
 */
export async function databaseNow(db: Database): Promise<Date> {
  const result = (await db.execute(sql`select now() as now`)) as unknown as {
    rows: Array<{ now: Date | string }>;
  };
  const value = result.rows[0]?.now;
  if (value === undefined) throw new Error("the database gave no time");
  return new Date(value);
}

/** A second before now by the database's clock: due at once, or a lease that has run out. */
export const aSecondAgoInTheDatabase = sql`now() - interval '1 second'`;

/** An hour after now by the database's clock: not due yet. */
export const anHourAheadInTheDatabase = sql`now() + interval '1 hour'`;
