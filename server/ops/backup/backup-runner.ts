import type { PGlite } from "@electric-sql/pglite";
import type { Logger } from "../../logger";
import { pruneSnapshots, type SnapshotFile } from "./snapshot-files";
import { writeSnapshot } from "./write-snapshot";

export interface BackupRunner {
  /** Writes a snapshot and prunes old ones; a call while one runs shares that one. */
  run(reason: "schedule" | "request"): Promise<SnapshotFile>;
}

export function createBackupRunner(deps: {
  client: PGlite;
  dataDir: string;
  backupsDir: string;
  keep: number;
  sessionSecretFromEnvironment: boolean;
  logger: Logger;
}): BackupRunner {
  let running: Promise<SnapshotFile> | undefined;
  const backUp = async (reason: string) => {
    const started = performance.now();
    try {
      const snapshot = await writeSnapshot(deps);
      const pruned = pruneSnapshots(deps.backupsDir, deps.keep);
      deps.logger.info(
        {
          event: "backup.written",
          reason,
          file: snapshot.file,
          bytes: snapshot.bytes,
          ms: Math.round(performance.now() - started),
          pruned: pruned.length,
        },
        "backup written",
      );
      return snapshot;
    } catch (err) {
      deps.logger.error({ event: "backup.failed", reason, err }, "backup failed");
      throw err;
    }
  };
  return {
    run(reason) {
      running ??= backUp(reason).finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}
