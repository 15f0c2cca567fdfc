import { and, inArray, isNotNull, lt, or } from "drizzle-orm";
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
  d.setUTCMonth(d.getUTCMonth() - n);
  return d;
};

/**
 * Deletes what the privacy policy says we keep no longer: consultation bookings 12 months
 * after their date, enquiries 12 months after the last change, e-mailed quotes after 12 months,
 * copies of sent e-mail after 90 days, closed (disabled) accounts after 30 days, and expired
 * sessions, rate-limit counters, and set-password links once used or expired. Idempotent, so
 * every instance may run it.
 */
export async function purgeExpiredData(db: Database, now: Date = new Date()) {
  const yearAgo = months(12, now);
  const deleted = {
    bookings: (
      await db.delete(bookings).where(lt(bookings.startsAt, yearAgo)).returning({ id: bookings.id })
    ).length,
    enquiries: (
      await db
        .delete(enquiries)
        .where(lt(enquiries.updatedAt, yearAgo))
        .returning({ id: enquiries.id })
    ).length,
    quotes: (
      await db.delete(quotes).where(lt(quotes.createdAt, yearAgo)).returning({ id: quotes.id })
    ).length,
    mail: (
      await db
        .delete(outbox)
        .where(
          and(
            inArray(outbox.status, ["sent", "skipped", "failed"]),
            lt(outbox.createdAt, new Date(now.getTime() - 90 * DAY)),
          ),
        )
        .returning({ id: outbox.id })
    ).length,
    accounts: (
      await db
        .delete(users)
        .where(
          and(
            isNotNull(users.disabledAt),
            lt(users.disabledAt, new Date(now.getTime() - 30 * DAY)),
          ),
        )
        .returning({ id: users.id })
    ).length,
    sessions: (
      await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id })
    ).length,
    passwordLinks: (
      await db
        .delete(passwordTokens)
        .where(or(isNotNull(passwordTokens.usedAt), lt(passwordTokens.expiresAt, now)))
        .returning({ id: passwordTokens.id })
    ).length,
    rateLimits: (
      await db
        .delete(rateLimits)
        .where(lt(rateLimits.resetAt, now))
        .returning({ key: rateLimits.key })
    ).length,
  };
  return deleted;
}

/** Runs the purge now and every six hours, in the background of the server process. */
export function schedulePurge(run: () => Promise<unknown>, onError: (err: unknown) => void) {
  const tick = () => void run().catch(onError);
  tick();
  const timer = setInterval(tick, 6 * 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
