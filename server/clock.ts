/**
 * Where "now" comes from (issue 28). createApp makes one clock, or takes the one it is given,
 * and hands it to every service, middleware and loader that decides something by the time, so
 * a test moves time on instead of waiting for it. The lint rule lint/one-clock.grit keeps every
 * other read of the machine's time out of app/ and server/.
 */
export interface Clock {
  now(): Date;
  /**
   * Calls `run` once the clock reaches `at` (a scheduled article's publication). A test clock
   * runs it when moved past that instant, so the caller never waits on the machine's timer.
   */
  at(at: Date, run: () => void): { cancel(): void };
}

/** setTimeout's longest delay; a later instant is looked at again when this one fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export const systemClock: Clock = {
  // biome-ignore lint/plugin: the system clock itself
  now: () => new Date(),
  at(at, run) {
    let timer: NodeJS.Timeout | undefined;
    const wait = () => {
      // biome-ignore lint/plugin: the system clock itself
      const delay = at.getTime() - Date.now();
      if (delay <= 0) return run();
      timer = setTimeout(wait, Math.min(MAX_TIMER_MS, delay));
      // A pending publication never keeps the process alive on its own.
      timer.unref();
    };
    wait();
    return { cancel: () => clearTimeout(timer) };
  },
};
