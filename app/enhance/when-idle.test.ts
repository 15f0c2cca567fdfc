// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  FIRST_PAINT_WAIT_LIMIT_MS,
  IDLE_WAIT_LIMIT_MS,
  onFirstIntent,
  whenIdle,
  whenLoadedAndIdle,
} from "./when-idle";

/** A window whose browser reports paints: `paint()` delivers one to the observers. */
function windowThatPaints(readyState: DocumentReadyState = "complete") {
  const observers: Array<{ report: (list: { getEntries: () => unknown[] }) => void; on: boolean }> =
    [];
  class FakeObserver {
    static supportedEntryTypes = ["paint", "resource"];
    private readonly entry: {
      report: (list: { getEntries: () => unknown[] }) => void;
      on: boolean;
    };
    constructor(report: (list: { getEntries: () => unknown[] }) => void) {
      this.entry = { report, on: false };
      observers.push(this.entry);
    }
    observe(options: { type: string; buffered: boolean }) {
      this.entry.on = options.type === "paint" && options.buffered;
    }
    disconnect() {
      this.entry.on = false;
    }
  }
  const win = {
    document: { readyState },
    PerformanceObserver: FakeObserver,
    requestIdleCallback: (work: () => void) => setTimeout(work, 1),
    setTimeout: (work: () => void, ms: number) => setTimeout(work, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
  } as unknown as Window;
  const paint = () => {
    for (const o of observers.filter((o) => o.on))
      o.report({ getEntries: () => [{ name: "first-contentful-paint" }] });
  };
  return { win, paint };
}

describe("whenLoadedAndIdle", () => {
  let readyState: DocumentReadyState;
  beforeEach(() => {
    vi.useFakeTimers();
    readyState = "interactive";
    vi.spyOn(document, "readyState", "get").mockImplementation(() => readyState);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("waits for the page to finish loading, without a load listener", () => {
    const listen = vi.spyOn(window, "addEventListener");
    const work = vi.fn();
    whenLoadedAndIdle(window, work);
    vi.advanceTimersByTime(1_000);
    expect(work).not.toHaveBeenCalled();
    readyState = "complete";
    vi.advanceTimersByTime(1_000);
    expect(work).toHaveBeenCalledTimes(1);
    expect(listen.mock.calls.map(([type]) => type)).not.toContain("load");
  });
});

describe("whenLoadedAndIdle where the browser reports its paints", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("waits for the first paint to be on the screen, even once the page has loaded", () => {
    const { win, paint } = windowThatPaints("complete");
    const work = vi.fn();
    whenLoadedAndIdle(win, work);
    vi.advanceTimersByTime(1_000);
    expect(work).not.toHaveBeenCalled();
    paint();
    vi.advanceTimersByTime(10);
    expect(work).toHaveBeenCalledTimes(1);
    paint();
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_LIMIT_MS);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("stops waiting for a paint after FIRST_PAINT_WAIT_LIMIT_MS (a page never shown)", () => {
    const { win } = windowThatPaints("complete");
    const work = vi.fn();
    whenLoadedAndIdle(win, work);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_LIMIT_MS - 10);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(work).toHaveBeenCalledTimes(1);
  });
});

describe("whenIdle", () => {
  it("waits for a quiet moment at most IDLE_WAIT_LIMIT_MS, so a busy browser still gets there", () => {
    const requestIdleCallback = vi.fn();
    const win = { requestIdleCallback } as unknown as Window;
    const work = vi.fn();
    whenIdle(win, work);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: IDLE_WAIT_LIMIT_MS,
    });
    requestIdleCallback.mock.calls[0]?.[0]();
    expect(work).toHaveBeenCalledTimes(1);
  });
});

describe("onFirstIntent", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("does nothing for a page that is only loaded", () => {
    const work = vi.fn();
    onFirstIntent(window, work);
    vi.advanceTimersByTime(10_000);
    expect(work).not.toHaveBeenCalled();
  });

  it("runs once, after the visitor's first movement, outside the event itself", () => {
    const work = vi.fn();
    onFirstIntent(window, work);
    window.dispatchEvent(new Event("pointermove"));
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    window.dispatchEvent(new Event("scroll"));
    window.dispatchEvent(new Event("keydown"));
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
