import type { Clock } from "../clock";
import { changeChannels } from "../db/change-channels";
import {
  type ClockWatcher,
  type ListenerDeps,
  listenForChanges,
  wakeUpOn,
} from "./listen-for-changes";

/**
 * Keeps the shared page cache (ADR 012) true to the database: drops every copy when the team,
 * articles, slug redirects, accreditations or review scores change, whoever changed them, and
 * when a scheduled article's publication time arrives, since no row changes then.
 */
export function keepSharedPagesFresh(
  deps: ListenerDeps & {
    nextScheduledPublication: (now: Date) => Promise<Date | null>;
    invalidate: () => void;
    /** Reads "now" and wakes this at a publication time; a test clock moved past it wakes it. */
    clock: Clock;
  },
): ClockWatcher {
  const { clock } = deps;
  const wakeUp = wakeUpOn(clock);

  async function watchNextPublication(): Promise<void> {
    const at = await deps.nextScheduledPublication(clock.now());
    if (wakeUp.stopped) return;
    wakeUp.cancel();
    // Already public (a clock a little behind the database's): nothing left to wait for.
    if (!at || at.getTime() <= clock.now().getTime()) return;
    // The clock runs this only once it reads `at`, so the render sees the article as public.
    wakeUp.set(at, () => {
      deps.invalidate();
      void watch();
    });
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
      } while (lookAgain && !wakeUp.stopped);
      looking = undefined;
    })();
    return looking;
  }

  function changed(): void {
    deps.invalidate();
    void watch();
  }

  const ready = listenForChanges({
    database: deps.database,
    logger: deps.logger,
    channel: changeChannels.publicContent,
    changed,
    listening: watch,
    what: "content changes",
  });

  return { ready, stop: wakeUp.stop };
}

/** Drops the kept free slots whenever bookings, blocks, capacities or booking settings change. */
export function keepAvailabilityFresh(
  deps: ListenerDeps & { invalidate: () => void },
): Promise<void> {
  return listenForChanges({
    database: deps.database,
    logger: deps.logger,
    channel: changeChannels.availability,
    changed: deps.invalidate,
    what: "availability changes",
  });
}
