import type { Clock } from "../../../server/clock";
import { TEST_START } from "./test-instant";

export interface TestClock extends Clock {
  /** Moves time on, running whatever was due by then, instead of the test waiting for it. */
  advance(seconds: number): void;
}

interface Waiting {
  at: number;
  run: () => void;
  timer?: NodeJS.Timeout;
}

/**
 * Starts at TEST_START (test-instant.ts), whatever the real day, and then runs at the machine's
 * pace plus however far the test has moved it on. Time still passes between requests as it would
 * in production, so only what the test means to skip is skipped.
 * A `stopped` clock moves only when advanced: a test that a post is "too fast" then holds
 * however busy the machine is.
 */
export function createTestClock(options: { stopped?: boolean; start?: Date } = {}): TestClock {
  const start = (options.start ?? TEST_START).getTime();
  // Only the time elapsed since creation is read from the machine, never its date.
  const startedAt = performance.now();
  let offsetMs = 0;
  const waiting = new Set<Waiting>();
  const elapsed = () => (options.stopped ? 0 : performance.now() - startedAt);
  const now = () => new Date(start + elapsed() + offsetMs);

  // Reached by time passing alone too, as in production.
  function schedule(entry: Waiting): void {
    const delay = Math.min(2 ** 31 - 1, Math.max(0, entry.at - now().getTime()));
    entry.timer = setTimeout(() => {
      if (entry.at <= now().getTime()) runDue();
      else schedule(entry);
    }, delay);
    entry.timer.unref();
  }

  function runDue(): void {
    for (const entry of [...waiting]) {
      if (entry.at > now().getTime()) continue;
      waiting.delete(entry);
      clearTimeout(entry.timer);
      entry.run();
    }
  }

  return {
    now,
    at(at, run) {
      const entry: Waiting = { at: at.getTime(), run };
      waiting.add(entry);
      schedule(entry);
      return {
        cancel: () => {
          waiting.delete(entry);
          clearTimeout(entry.timer);
        },
      };
    },
    advance(seconds) {
      offsetMs += seconds * 1000;
      runDue();
    },
  };
}
