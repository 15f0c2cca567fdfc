import type { Clock } from "../clock";
import type { ChangeChannel } from "../db/change-channels";
import type { DatabaseHandle } from "../db/client";
import type { Logger } from "../logger";

/** What every watcher needs: the database to listen on and a log for its failures. */
export interface ListenerDeps {
  database: Pick<DatabaseHandle, "listen">;
  logger: Logger;
}

/** A watcher that also wakes on the clock: ready once listening, stopped with the server. */
export interface ClockWatcher {
  ready: Promise<void>;
  stop(): void;
}

/**
 * Listens on one change channel: `changed` runs on every notice and after any gap (notices may
 * have been missed while the connection was down), and `listening` runs once listening has begun.
 * A failure is logged, never thrown, so the server still starts; what it keeps is then only as
 * fresh as the copies' own lifetimes.
 */
export function listenForChanges(
  deps: ListenerDeps & {
    channel: ChangeChannel;
    changed: () => void;
    listening?: () => Promise<void>;
    /** Ends the logged message "could not listen for …". */
    what: string;
  },
): Promise<void> {
  return deps.database
    .listen(deps.channel, { onNotify: deps.changed, onGap: deps.changed })
    .then(deps.listening)
    .catch((err) => {
      deps.logger.error({ err }, `could not listen for ${deps.what}`);
    });
}

/**
 * The one wake-up a watcher keeps on the clock (the next publication, the next closure to begin
 * or end): setting it again replaces it, and once stopped it never fires nor is set again.
 */
export function wakeUpOn(clock: Clock) {
  let timer: { cancel(): void } | undefined;
  let stopped = false;
  return {
    get stopped() {
      return stopped;
    },
    set(at: Date, wake: () => void): void {
      timer?.cancel();
      timer = stopped ? undefined : clock.at(at, wake);
    },
    cancel(): void {
      timer?.cancel();
      timer = undefined;
    },
    stop(): void {
      stopped = true;
      timer?.cancel();
    },
  };
}
