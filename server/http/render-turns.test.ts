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

/** A few passes of the event loop: each render starts in a pass of its own. */
async function settle() {
  for (let pass = 0; pass < 3; pass++) await new Promise((resolve) => setImmediate(resolve));
}

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
    // Only the turn's clock is faked: renders wait for real passes of the event loop.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
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
    await settle();
    await vi.advanceTimersByTimeAsync(999);
    await settle();
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
  test("no two pages start rendering in the same pass of the event loop", async () => {
    // Node accepts one new connection a pass: renders piled into one pass keep visitors out.
    const turns = createRenderTurns({ atOnce: 3, turnMs: 60_000 });
    let pass = 0;
    let counting = true;
    const countPasses = () => {
      pass += 1;
      if (counting) setImmediate(countPasses);
    };
    setImmediate(countPasses);
    const startedInPass: number[] = [];
    const page = () =>
      turns({
        render: async () => startedInPass.push(pass),
        send: async () => {},
        gone: () => false,
      });
    await Promise.all([page(), page(), page()]);
    counting = false;
    expect(new Set(startedInPass).size).toBe(3);
  });
});
