import { afterEach, describe, expect, test, vi } from "vitest";
import { createRenderTurns } from "./render-turns";

/** A promise with its resolve function, to finish work when the test says. */
function later() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => vi.useRealTimers());

describe("pages render in turns", () => {
  test("first come first served: the next page renders once the one before is sent", async () => {
    const turns = createRenderTurns({ atOnce: 1, turnMs: 60_000 });
    const log: string[] = [];
    const firstSent = later();
    const first = turns({
      render: async () => log.push("render 1"),
      send: async () => {
        await firstSent.promise;
        log.push("sent 1");
      },
      gone: () => false,
    });
    const second = turns({
      render: async () => log.push("render 2"),
      send: async () => {
        log.push("sent 2");
      },
      gone: () => false,
    });
    await settle();
    expect(log).toEqual(["render 1"]);
    firstSent.resolve();
    await Promise.all([first, second]);
    expect(log).toEqual(["render 1", "sent 1", "render 2", "sent 2"]);
  });

  test("a reader too slow to take the page gives the turn up, and is still sent it all", async () => {
    vi.useFakeTimers();
    const turns = createRenderTurns({ atOnce: 1, turnMs: 1_000 });
    const log: string[] = [];
    const slowReader = later();
    const slow = turns({
      render: async () => log.push("render slow"),
      send: async () => {
        await slowReader.promise;
        log.push("sent slow");
      },
      gone: () => false,
    });
    const next = turns({
      render: async () => log.push("render next"),
      send: async () => {
        log.push("sent next");
      },
      gone: () => false,
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(log).toEqual(["render slow"]);
    await vi.advanceTimersByTimeAsync(1);
    await next;
    expect(log).toEqual(["render slow", "render next", "sent next"]);
    slowReader.resolve();
    await slow;
    expect(log).toContain("sent slow");
  });

  test("a visitor who left while waiting is not rendered for", async () => {
    const turns = createRenderTurns({ atOnce: 1, turnMs: 60_000 });
    const rendered: string[] = [];
    let left = false;
    const firstSent = later();
    const first = turns({
      render: async () => rendered.push("first"),
      send: () => firstSent.promise,
      gone: () => false,
    });
    const waiting = turns({
      render: async () => rendered.push("waiting"),
      send: async () => {},
      gone: () => left,
    });
    left = true;
    firstSent.resolve();
    await Promise.all([first, waiting]);
    expect(rendered).toEqual(["first"]);
  });
});
