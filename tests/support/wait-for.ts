/**
 * The one place a test polls (lint/no-fixed-wait.grit refuses fixed waits everywhere else): for
 * a state nothing announces, such as a file another process writes or a background refresh's
 * result in the database. Checks at once, then every `everyMs`, until `check` returns something
 * other than undefined, null or false; gives up at the deadline, saying what it waited for.
 */
export async function waitFor<T>(
  what: string,
  check: () => T | Promise<T>,
  { timeoutMs = 15_000, everyMs = 20 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<Exclude<T, undefined | null | false>> {
  const started = performance.now();
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== null && value !== false)
      return value as Exclude<T, undefined | null | false>;
    if (performance.now() - started > timeoutMs)
      throw new Error(`Gave up after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
