// `npm run closures:reapply -- 2026-11-26T02:00:00Z`: after restoring a database dump taken at
// that time (pg_restore on PostgreSQL), carries out again every account closure journalled in
// DATA_DIR since then. `npm run restore` does this by itself for the embedded database.

import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { databaseTarget } from "../server/db/target";
import { reapplyAccountClosures } from "../server/ops/closures/closure-journal";
import { keepNewFilesPrivate } from "../server/private-files";
import { loadProjectEnvFile } from "./load-env-file.mjs";

// DATA_DIR holds client data and secrets: whatever this script creates there is private.
keepNewFilesPrivate();

const since = new Date(process.argv[2] ?? "");
if (process.argv.length !== 3 || Number.isNaN(since.getTime())) {
  console.error(
    "Usage: npm run closures:reapply -- WHEN_THE_DUMP_WAS_TAKEN (e.g. 2026-11-26T02:00:00Z)",
  );
  process.exit(2);
}
loadProjectEnvFile();
const config = loadConfig();
const database = await openDatabase(databaseTarget(config));
try {
  const result = await reapplyAccountClosures(database.db, config.dataDir, since);
  console.log(
    `${result.journalled} closure(s) journalled since ${since.toISOString()}; ${result.deleted} account(s) removed again.`,
  );
} finally {
  await database.close();
}
