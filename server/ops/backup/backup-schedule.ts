import { listSnapshots } from "./snapshot-files";

/** The first scheduled backup waits at least this long after start-up, out of the warm-up's way. */
const FIRST_BACKUP_DELAY_MS = 60_000;
/** After a failed backup (a full disk), try again this soon rather than a whole interval later. */
const RETRY_AFTER_FAILURE_MS = 10 * 60_000;

/**
 * Runs `backUp` every `intervalMs`, counting from the newest snapshot on disk, so a restart
 * neither skips a backup that was due nor takes one that is not. Returns a stop function.
 */
export function scheduleBackups(deps: {
  backupsDir: string;
  intervalMs: number;
  backUp: () => Promise<unknown>;
  /** The machine's time in milliseconds: the schedule follows the snapshots' file times. */
  now: () => number;
}): () => void {
  const { now } = deps;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const next = (floorMs: number) => {
    if (stopped) return;
    const newest = listSnapshots(deps.backupsDir)[0]?.finishedAt.getTime();
    const due = newest === undefined ? 0 : newest + deps.intervalMs - now();
    timer = setTimeout(
      () => {
        // The runner logs failures; here they only bring the next attempt forward.
        deps.backUp().then(
          () => next(FIRST_BACKUP_DELAY_MS),
          () => next(RETRY_AFTER_FAILURE_MS),
        );
      },
      Math.min(deps.intervalMs, Math.max(floorMs, due)),
    );
    timer.unref();
  };
  next(FIRST_BACKUP_DELAY_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
