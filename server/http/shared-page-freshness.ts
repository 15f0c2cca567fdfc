import { changeChannels } from "../db/change-channels";
import type { DatabaseHandle } from "../db/client";
import type { Logger } from "../logger";

/** setTimeout's longest delay; a later publication is looked at again when this one fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Timers may fire a moment early; the render must see the article as already public. */
const PUBLICATION_MARGIN_MS = 50;

/**
 * Keeps the shared page cache (ADR 012) true to the database: drops every copy when the team,
 * articles, slug redirects, accreditations or review scores change, whoever changed them, and
 * when a scheduled article's publication time arrives, since no row changes then.
 */
export function keepSharedPagesFresh(deps: {
  database: Pick<DatabaseHandle, "listen">;
  nextScheduledPublication: (now: Date) => Promise<Date | null>;
  invalidate: () => void;
  logger: Logger;
  now?: () => Date;
}): { ready: Promise<void>; stop(): void } {
  const now = deps.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function watchNextPublication(): Promise<void> {
    const at = await deps.nextScheduledPublication(now());
    if (stopped) return;
    clearTimeout(timer);
    timer = undefined;
    // Already public (a clock a little behind the database's): nothing left to wait for.
    if (!at || at.getTime() <= now().getTime()) return;
    const delay = Math.min(MAX_TIMER_MS, at.getTime() - now().getTime() + PUBLICATION_MARGIN_MS);
    timer = setTimeout(
      () => {
        deps.invalidate();
        void watch();
      },
      Math.max(0, delay),
    );
    timer.unref();
  }

  // One change can arrive more than once (several connections hear it); look once, and once
  // more if another arrived while looking.
  let looking: Promise<void> | undefined;
  let lookAgain = false;
  function watch(): Promise<void> {
    if (looking) {
      lookAgain = true;
      return looking;
    }
    looking = (async () => {
      do {
        lookAgain = false;
        await watchNextPublication().catch((err) => {
          deps.logger.error({ err }, "could not read the next scheduled publication");
        });
      } while (lookAgain && !stopped);
      looking = undefined;
    })();
    return looking;
  }

  function changed(): void {
    deps.invalidate();
    void watch();
  }

  const ready = deps.database
    .listen(changeChannels.publicContent, { onNotify: changed, onGap: changed })
    .then(watch)
    .catch((err) => {
      deps.logger.error({ err }, "could not listen for content changes");
    });

  return {
    ready,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** Drops the kept free slots whenever bookings, blocks, capacities or booking settings change. */
export function keepAvailabilityFresh(deps: {
  database: Pick<DatabaseHandle, "listen">;
  invalidate: () => void;
  logger: Logger;
}): Promise<void> {
  return deps.database
    .listen(changeChannels.availability, { onNotify: deps.invalidate, onGap: deps.invalidate })
    .catch((err) => {
      deps.logger.error({ err }, "could not listen for availability changes");
    });
}
