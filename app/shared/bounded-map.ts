/**
 * Drops a map's oldest entries (a Map keeps insertion order) until it holds at most `max`: the
 * bound of every cache kept in memory, so no number of different addresses can grow one.
 */
export function dropOldestBeyond(map: Map<unknown, unknown>, max: number): void {
  for (const key of map.keys()) {
    if (map.size <= max) return;
    map.delete(key);
  }
}
