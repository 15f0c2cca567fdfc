import { MemoryStore, type Store } from "express-rate-limit";
import { type Clock, systemClock } from "../../clock";
import type { Database } from "../../db/client";
import { DatabaseRateLimitStore } from "./database-rate-limit-store";

export type RateLimitStoreKind = "memory" | "database";

/**
 * A fresh counter store: in this process's memory, or shared in the database. Only the
 * database's windows follow the clock; express-rate-limit's MemoryStore ends its windows on
 * its own timer and takes no clock.
 */
export function newRateLimitStore(
  kind: RateLimitStoreKind,
  db: Database,
  clock: Clock = systemClock,
): Store {
  return kind === "database" ? new DatabaseRateLimitStore(db, clock) : new MemoryStore();
}
