// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IDLE_WAIT_LIMIT_MS, onFirstIntent, whenIdle, whenLoadedAndIdle } from "./when-idle";

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
