/**
 * Runs `work` once the page has loaded, its first paint is on the screen, and the browser has
 * nothing better to do, without a `load` listener. A listener would run inside the browser's own
 * load task, which on a long page also holds a large relayout; Lighthouse then charges that
 * whole task to this script (measured: 13-16 ms of layout, four times that under its CPU
 * throttling, counted as blocking time). Idle callbacks run in tasks of their own.
 *
 * On a long page `load` can come before the first paint is shown: the main thread has laid the
 * page out and is idle while the frame is rastered and presented. Work started then (the held
 * framework's modules, the service worker) competed with that first paint (the quote page: its
 * framework's first modules fetched before the page was on screen in 6 loads of 12).
 */
export function whenLoadedAndIdle(win: Window, work: () => void): void {
  const check = () => {
    if (win.document.readyState === "complete") work();
    else win.setTimeout(() => whenIdle(win, check), 100);
  };
  afterFirstPaint(win, () => whenIdle(win, check));
}

/**
 * A page that is never shown (opened in a background tab) paints only when it is; a browser
 * that cannot report its paints is not waited for at all, and one that can but has not within
 * this long is not waited for any longer.
 */
export const FIRST_PAINT_WAIT_LIMIT_MS = 3000;

/** Runs `work` once the browser reports the page's first paint (its presentation on screen). */
export function afterFirstPaint(win: Window, work: () => void): void {
  const Observer = (win as Window & typeof globalThis).PerformanceObserver;
  if (typeof Observer !== "function" || !Observer.supportedEntryTypes?.includes("paint")) {
    work();
    return;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    win.clearTimeout(timer);
    work();
  };
  // buffered: a paint that came before this script ran is reported too.
  const observer = new Observer((list) => {
    if (list.getEntries().length > 0) finish();
  });
  const timer = win.setTimeout(finish, FIRST_PAINT_WAIT_LIMIT_MS);
  observer.observe({ type: "paint", buffered: true });
}

/**
 * A busy browser may not be idle for a long time (a slow phone, a tab loading beside it); work
 * that must happen waits at most this long for a quiet moment.
 */
export const IDLE_WAIT_LIMIT_MS = 2000;

/** Runs `work` in a task of its own when the browser is idle (soon, where it cannot tell). */
export function whenIdle(win: Window, work: () => void): void {
  // Safari has no requestIdleCallback; the types say every Window has it.
  if (typeof win.requestIdleCallback === "function") {
    win.requestIdleCallback(() => work(), { timeout: IDLE_WAIT_LIMIT_MS });
  } else win.setTimeout(work, 50);
}

const INTENT_EVENTS = ["pointermove", "pointerdown", "touchstart", "keydown", "scroll"] as const;

/**
 * Runs `work` once, soon after the visitor first moves the pointer, touches, types or scrolls.
 * For what only matters once someone is about to choose a link: a page that is only loaded
 * (or measured) never pays for it.
 */
export function onFirstIntent(win: Window, work: () => void): void {
  const controller = new AbortController();
  const start = () => {
    controller.abort();
    // Out of the event's own task, so the visitor's input is never held up by it.
    win.setTimeout(work, 0);
  };
  for (const type of INTENT_EVENTS) {
    win.addEventListener(type, start, { once: true, passive: true, signal: controller.signal });
  }
}
