import type { ChangeChannel } from "../db/change-channels";
import type { DatabaseHandle } from "../db/client";
import type { Logger } from "../logger";

/**
 * Listens on one change channel: `changed` runs on every notice and after any gap (notices may
 * have been missed while the connection was down), and `listening` runs once listening has begun.
 * A failure is logged, never thrown, so the server still starts; what it keeps is then only as
 * fresh as the copies' own lifetimes.
 */
export function listenForChanges(deps: {
  database: Pick<DatabaseHandle, "listen">;
  channel: ChangeChannel;
  changed: () => void;
  listening?: () => Promise<void>;
  logger: Logger;
  /** Ends the logged message "could not listen for …". */
  what: string;
}): Promise<void> {
  return deps.database
    .listen(deps.channel, { onNotify: deps.changed, onGap: deps.changed })
    .then(deps.listening)
    .catch((err) => {
      deps.logger.error({ err }, `could not listen for ${deps.what}`);
    });
}
