import path from "node:path";
import type { Config } from "../config";
import type { DatabaseTarget } from "./client";

/** DATABASE_URL wins; otherwise the embedded database lives in DATA_DIR/pglite. */
export function databaseTarget(config: Pick<Config, "databaseUrl" | "dataDir">): DatabaseTarget {
  if (config.databaseUrl) return { kind: "postgres", url: config.databaseUrl };
  return { kind: "pglite", dir: path.join(config.dataDir, "pglite") };
}
