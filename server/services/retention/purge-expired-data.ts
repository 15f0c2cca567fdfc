import { and, inArray, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { systemClock } from "../../clock";
import type { Database } from "../../db/client";
import {
  bookings,
  enquiries,
  outbox,
  passwordTokens,
  quotes,
  rateLimits,
  sessions,
  users,
} from "../../db/schema";

const DAY = 24 * 60 * 60 * 1000;
const months = (n: number, now: Date) => {
  const d = new Date(now);
  // biome-ignore lint/plugin: retention counts months back from an instant ("12 months after"), not calendar dates
  d.setUTCMonth(d.getUTCMonth() - n);
  return d;
};

/**
 * Deletes what the privacy policy says we keep no longer: consultation bookings 12 months
 * after their date, enquiries 12 months after the last change, e-mailed quotes 12 months after
 * they were asked for or staff last marked them, copies of sent e-mail after 90 days, closed
 * (disabled) accounts after 30 days, and expired sessions, rate-limit counters, and
 * set-password links once used or expired. Idempotent, so every instance may run it.
 */
export async function purgeExpiredData(db: Database, now: Date = systemClock.now()) {
  const yearAgo = months(12, now);
  /** Deletes what matches and says how many rows went. */
  const purge = async (table: PgTable, condition: SQL | undefined) =>
    (await db.delete(table).where(condition).returning({ gone: sql`1` })).length;
  return {
    bookings: await purge(bookings, lt(bookings.startsAt, yearAgo)),
    enquiries: await purge(enquiries, lt(enquiries.updatedAt, yearAgo)),
    // A quote is a lead: kept 12 months from the later of asking for it and staff's last
    // change to it (as an enquiry is kept from its last change).
    quotes: await purge(
      quotes,
      and(
        lt(quotes.createdAt, yearAgo),
        or(isNull(quotes.leadUpdatedAt), lt(quotes.leadUpdatedAt, yearAgo)),
      ),
    ),
    mail: await purge(
      outbox,
      and(
        inArray(outbox.status, ["sent", "skipped", "failed"]),
        lt(outbox.createdAt, new Date(now.getTime() - 90 * DAY)),
      ),
    ),
    accounts: await purge(
      users,
      and(isNotNull(users.disabledAt), lt(users.disabledAt, new Date(now.getTime() - 30 * DAY))),
    ),
    sessions: await purge(sessions, lt(sessions.expiresAt, now)),
    passwordLinks: await purge(
      passwordTokens,
      or(isNotNull(passwordTokens.usedAt), lt(passwordTokens.expiresAt, now)),
    ),
    rateLimits: await purge(rateLimits, lt(rateLimits.resetAt, now)),
  };
}

/** Runs the purge now and every six hours, in the background of the server process. */
export function schedulePurge(run: () => Promise<unknown>, onError: (err: unknown) => void) {
  const tick = () => void run().catch(onError);
  tick();
  const timer = setInterval(tick, 6 * 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
