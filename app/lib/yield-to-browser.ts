type SchedulerWindow = typeof globalThis & {
  scheduler?: { yield?: () => Promise<void> };
};

/**
 * Resolves in a later task, so that work after it does not lengthen the task that called it:
 * `scheduler.yield()` where the browser has it (the continuation runs before other queued
 * work of lower priority), otherwise a zero-delay timer.
 */
export function yieldToBrowser(global: SchedulerWindow = globalThis): Promise<void> {
  const scheduler = global.scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => global.setTimeout(resolve, 0));
}
