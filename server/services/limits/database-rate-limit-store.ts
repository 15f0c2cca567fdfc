import { eq, sql } from "drizzle-orm";
import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from "express-rate-limit";
import { type Clock, systemClock } from "../../clock";
import type { Database } from "../../db/client";
import { rateLimits } from "../../db/schema";

/**
 * express-rate-limit's Store on the rate_limits table. One upsert per hit: a window that has
 * ended starts again at one, otherwise the count goes up, atomically on any number of instances.
 */
export class DatabaseRateLimitStore implements Store {
  windowMs = 60_000;
  // Counts are shared between instances, unlike MemoryStore's.
  localKeys = false;

  constructor(
    private readonly db: Database,
    // Windows end by the app's clock, not the database's, so a test can move past one.
    private readonly clock: Clock = systemClock,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const [row] = await this.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    if (!row || row.resetAt.getTime() <= this.clock.now().getTime()) return undefined;
    return { totalHits: row.hits, resetTime: row.resetAt };
  }

  async increment(key: string): Promise<IncrementResponse> {
    const now = this.clock.now();
    const resetAt = new Date(now.getTime() + this.windowMs);
    const ended = sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, hits: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${ended} then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning();
    return { totalHits: row?.hits ?? 1, resetTime: row?.resetAt ?? resetAt };
  }

  async decrement(key: string): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(eq(rateLimits.key, key));
  }

  async resetKey(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }
}
