import { systemClock } from "../../clock";
import type { Config } from "../../config";
import type { DatabaseHandle } from "../../db/client";
import type { Logger } from "../../logger";
import { createBackupRunner } from "./backup-runner";
import { scheduleBackups } from "./backup-schedule";
import { listenForControlRequests } from "./control-socket";
import { removeUnfinishedRestores } from "./read-snapshot";
import { removeUnfinishedSnapshots } from "./snapshot-files";

const HOUR_MS = 60 * 60 * 1000;

/**
 * The embedded database's backups while the server runs: the control socket `npm run backup`
 * asks, and the schedule. PostgreSQL is backed up outside the app (pg_dump), so nothing starts.
 */
export async function startBackups(deps: {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
}): Promise<{ stop(): Promise<void> }> {
  const { config, database, logger } = deps;
  if (database.engine.kind !== "pglite") return { stop: async () => {} };
  // This process holds the database, so no snapshot is being written and no restore runs: a
  // .part was cut short.
  const unfinished = [
    ...removeUnfinishedSnapshots(config.backups.dir),
    ...removeUnfinishedRestores(config.dataDir),
  ];
  if (unfinished.length > 0) {
    logger.warn(
      { event: "backup.unfinished-removed", files: unfinished },
      `removed ${unfinished.length} half-written snapshot file(s) left by a backup or restore that was cut short`,
    );
  }
  const runner = createBackupRunner({
    client: database.engine.client,
    dataDir: config.dataDir,
    backupsDir: config.backups.dir,
    keep: config.backups.keep,
    sessionSecretFromEnvironment: Boolean(config.sessionSecret),
    logger,
  });
  let socket: { close(): Promise<void> } | undefined;
  try {
    socket = await listenForControlRequests({ dataDir: config.dataDir, backups: runner, logger });
  } catch (err) {
    // A DATA_DIR path too long for a socket name, say: scheduled backups still run.
    logger.warn({ err }, "npm run backup cannot reach this server: control socket not opened");
  }
  const stopSchedule =
    config.backups.intervalHours > 0
      ? scheduleBackups({
          backupsDir: config.backups.dir,
          intervalMs: config.backups.intervalHours * HOUR_MS,
          backUp: () => runner.run("schedule"),
          // Outside createApp: the schedule is the machine's, like the snapshots' file times.
          now: () => systemClock.now().getTime(),
        })
      : () => {};
  return {
    async stop() {
      stopSchedule();
      await socket?.close();
    },
  };
}
