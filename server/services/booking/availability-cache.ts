import type { DayAvailability } from "./find-free-slots";

/** Free slots as worked out at one instant, and the instant they stop being true by the clock. */
export interface TimedAvailability {
  days: DayAvailability[];
  /** The first instant at which the clock alone changes the answer (a slot passes its notice). */
  changesAt: Date;
}

interface Entry {
  computedAt: number;
  result: Promise<TimedAvailability>;
}

/**
 * Free slots per pool and date range, kept until the database changes (the caller invalidates
 * on every change to bookings, blocks, capacities or settings) or the clock changes the answer.
 * Working them out takes several queries and hundreds of date calculations, and the booking
 * page and its API ask for the same 60 days over and over. What is shown may only ever be a
 * moment behind a booking made elsewhere; booking itself always checks the database afresh.
 */
export function createAvailabilityCache(options: { maxEntries?: number } = {}) {
  const maxEntries = options.maxEntries ?? 64;
  const entries = new Map<string, Entry>();

  return {
    async get(
      key: string,
      now: Date,
      compute: () => Promise<TimedAvailability>,
    ): Promise<DayAvailability[]> {
      const at = now.getTime();
      const entry = entries.get(key);
      if (entry && at >= entry.computedAt) {
        const kept = await entry.result;
        if (at < kept.changesAt.getTime()) return kept.days;
      }
      const result = compute();
      const fresh: Entry = { computedAt: at, result };
      entries.delete(key);
      entries.set(key, fresh);
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      // A failed calculation is not kept; the next request tries again.
      result.catch(() => {
        if (entries.get(key) === fresh) entries.delete(key);
      });
      return (await result).days;
    },

    /**
     * Forgets everything. A calculation under way is dropped too, since it may have read the
     * data from before the change.
     */
    invalidate(): void {
      entries.clear();
    },
  };
}

export type AvailabilityCache = ReturnType<typeof createAvailabilityCache>;
