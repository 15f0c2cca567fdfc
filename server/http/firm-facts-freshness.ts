import type { Clock } from "../clock";
import { changeChannels } from "../db/change-channels";
import { type FirmFactsSource, factsChangeAt } from "../services/firm-facts";
import {
  type ClockWatcher,
  type ListenerDeps,
  listenForChanges,
  wakeUpOn,
} from "./listen-for-changes";

/**
 * Keeps every kept copy true to the firm's facts (ADR 032): when an admin saves the details,
 * hours or prices, or staff add, change or remove a closure, the database announces it on
 * `firm_facts_changed`, and this drops the facts and every kept page (release and shared
 * pages alike) in this process. A closure also changes the pages when it begins and ends, with
 * no row changing, so a timer on the clock does the same then.
 */
export function keepFirmFactsFresh(
  deps: ListenerDeps & {
    firm: FirmFactsSource;
    /** Drops the kept pages; called after the facts are dropped, so a new render reads new facts. */
    invalidatePages: () => void;
    clock: Clock;
  },
): ClockWatcher {
  const { clock } = deps;
  const wakeUp = wakeUpOn(clock);

  async function watchNextChange(): Promise<void> {
    const facts = await deps.firm.facts();
    if (wakeUp.stopped) return;
    wakeUp.cancel();
    const at = factsChangeAt(facts, clock.now());
    if (!Number.isFinite(at)) return;
    wakeUp.set(new Date(at), changed);
  }

  function changed(): void {
    deps.firm.invalidate();
    deps.invalidatePages();
    void watchNextChange().catch((err) => {
      deps.logger.error({ err }, "could not read the firm facts");
    });
  }

  const ready = listenForChanges({
    database: deps.database,
    logger: deps.logger,
    channel: changeChannels.firmFacts,
    changed,
    listening: watchNextChange,
    what: "firm fact changes",
  });

  return { ready, stop: wakeUp.stop };
}
