// `npm run restore -- FILE`: restores a snapshot made by `npm run backup` (or the server's
// schedule) into DATA_DIR, which must hold no database yet, then carries out again the account
// closures journalled in DATA_DIR since the snapshot was taken.

import path from "node:path";
import { loadConfig } from "../server/config";
import { DataDirLockedError } from "../server/db/lock";
import { SnapshotUnreadableError } from "../server/ops/backup/read-snapshot";
import { RestoreRefusedError, restoreSnapshot } from "../server/ops/backup/restore-snapshot";
import { keepNewFilesPrivate } from "../server/private-files";
import { loadProjectEnvFile } from "./load-env-file.mjs";

// DATA_DIR holds client data and secrets: whatever this script creates there is private.
keepNewFilesPrivate();

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error("Usage: npm run restore -- DATA_DIR/backups/snapshot-....tar.gz");
  process.exit(2);
}
loadProjectEnvFile();
const config = loadConfig();
if (config.databaseUrl) {
  console.error("DATABASE_URL is set: restore PostgreSQL with pg_restore (README, Operations).");
  process.exit(2);
}
try {
  const result = await restoreSnapshot(path.resolve(file), config.dataDir, config.restore);
  console.log(
    `Restored the snapshot of ${result.manifest.createdAt} into ${result.databaseDir}; ` +
      `${result.closures.deleted} account(s) closed since then were removed again.`,
  );
  if (result.manifest.sessionSecretFromEnvironment) {
    console.log(
      "That site took SESSION_SECRET from its environment: set the same value here, or e-mailed manage links will not work.",
    );
  }
} catch (err) {
  if (
    err instanceof RestoreRefusedError ||
    err instanceof DataDirLockedError ||
    err instanceof SnapshotUnreadableError
  ) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
