// `npm run backup`: a snapshot of the embedded database and its secret files into
// DATA_DIR/backups. A running server is asked to take it through its control socket (it alone
// may open the database); with no server running, this process opens the database itself.

import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { DataDirLockedError, DataDirLockUnavailableError } from "../server/db/lock";
import { databaseTarget } from "../server/db/target";
import { askServerForBackup } from "../server/ops/backup/control-socket";
import { pruneSnapshots } from "../server/ops/backup/snapshot-files";
import { writeSnapshot } from "../server/ops/backup/write-snapshot";
import { keepNewFilesPrivate } from "../server/private-files";
import { loadProjectEnvFile } from "./load-env-file.mjs";

// DATA_DIR holds client data and secrets: whatever this script creates there is private.
keepNewFilesPrivate();

loadProjectEnvFile();
const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    "DATABASE_URL is set: back up PostgreSQL with pg_dump (README, Operations), and keep SESSION_SECRET with the dumps.",
  );
  process.exit(2);
}

const asked = await askServerForBackup(config.dataDir);
if (asked.kind === "answered") {
  if (!asked.reply.ok) {
    console.error(`The server could not write the backup: ${asked.reply.error}`);
    process.exit(1);
  }
  console.log(
    `Backup written by the running server: ${asked.reply.file} (${asked.reply.bytes} bytes)`,
  );
  process.exit(0);
}

const target = databaseTarget(config);
let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase(target);
} catch (err) {
  if (err instanceof DataDirLockUnavailableError) {
    console.error(err.message);
    process.exit(1);
  }
  if (err instanceof DataDirLockedError) {
    console.error(
      `${err.message}\nThat server did not answer on DATA_DIR/control.sock: is it an older version? Stop it and run npm run backup again.`,
    );
    process.exit(1);
  }
  throw err;
}
try {
  if (database.engine.kind !== "pglite") throw new Error("Expected the embedded database.");
  const snapshot = await writeSnapshot({
    client: database.engine.client,
    dataDir: config.dataDir,
    backupsDir: config.backups.dir,
    sessionSecretFromEnvironment: Boolean(config.sessionSecret),
  });
  pruneSnapshots(config.backups.dir, config.backups.keep);
  console.log(`Backup written (no server was running): ${snapshot.file} (${snapshot.bytes} bytes)`);
} finally {
  await database.close();
}
