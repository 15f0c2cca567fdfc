import { dropOldestBeyond } from "~/shared/bounded-map";

/**
 * Rows read once and kept in memory until the database says what they come from changed
 * (ADR 012, as the firm's facts and the free slots are): `forget` is called by the change
 * notice, which reaches this process before its own COMMIT returns (server/db/client.ts).
 * Only rows found are kept, so an address that does not exist yet (a scheduled article) is
 * looked up again next time; requests arriving together share one read.
 */
export function createKeptRows<Row>(options: { maxEntries: number }) {
  const kept = new Map<string, Promise<Row | undefined>>();
  return {
    read(key: string, load: () => Promise<Row | undefined>): Promise<Row | undefined> {
      const known = kept.get(key);
      if (known) return known;
      const loading = load();
      kept.set(key, loading);
      dropOldestBeyond(kept, options.maxEntries);
      // A read under way when forget() ran is not in the map any more, so it is never kept.
      const drop = () => {
        if (kept.get(key) === loading) kept.delete(key);
      };
      loading.then((row) => {
        if (row === undefined) drop();
      }, drop);
      return loading;
    },
    forget(): void {
      kept.clear();
    },
  };
}

export type KeptRows<Row> = ReturnType<typeof createKeptRows<Row>>;
