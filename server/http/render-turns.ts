import pLimit from "p-limit";

/**
 * Pages render in turns, first come first served, a few at a time (ADR 036). A turn lasts from
 * the page's loaders until its bytes are written: React Router streams the end of a page (its
 * data) after the render returns, and that end, left to compete with new renders, was what made
 * the slowest answers wait seconds (bench:http: p99 7 s at a p50 of 0.5 s with fifty at once).
 * A reader slower than `turnMs` gives the turn up and is sent the rest meanwhile, so a slow
 * client cannot hold the queue; a visitor who left while waiting is not rendered for.
 *
 * Renders start one a pass of the event loop. Node (libuv) accepts one new connection a pass,
 * and a page's render is one synchronous block of 10–20 ms; four renders started in the same
 * pass made each pass 60–80 ms, so fifty visitors arriving at once were let in over three
 * seconds while those already connected were served (bench:http: p99 7.6–8.0 s, 0.99–1.09 s
 * with this, at the same rate).
 */
export function createRenderTurns(options: { atOnce: number; turnMs: number }) {
  const inTurn = pLimit(options.atOnce);
  // Each start waits for the pass after the one before it started in.
  let startGate = Promise.resolve();
  const startInItsOwnPass = () => {
    const started = startGate.then(nextLoopPass);
    startGate = started;
    return started;
  };
  return async function inItsTurn<T>(work: {
    render: () => Promise<T>;
    send: (rendered: T) => Promise<void>;
    gone: () => boolean;
  }): Promise<void> {
    const { sent } = await inTurn(async () => {
      await startInItsOwnPass();
      if (work.gone()) return { sent: Promise.resolve() };
      const sent = work.send(await work.render());
      await Promise.race([sent.catch(() => {}), turnOver(options.turnMs)]);
      // In an object: a promise returned as it is would be awaited here, holding the turn.
      return { sent };
    });
    await sent;
  };
}

/** Resolves in the next pass of the event loop, after it has polled for I/O. */
function nextLoopPass(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Resolves after `ms`, without keeping the process alive for it. */
function turnOver(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
