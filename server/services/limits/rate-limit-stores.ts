import { MemoryStore, type Store } from "express-rate-limit";
import type { Database } from "../../db/client";
import { DatabaseRateLimitStore } from "./database-rate-limit-store";

export type RateLimitStoreKind = "memory" | "database";

/** A fresh counter store: in this process's memory, or shared in the database. */
export function newRateLimitStore(kind: RateLimitStoreKind, db: Database): Store {
  return kind === "database" ? new DatabaseRateLimitStore(db) : new MemoryStore();
}
