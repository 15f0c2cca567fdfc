// Starts the production build for the browser tests on a fresh embedded database, on the test
// clock (E2E_CLOCK_START). Started by Playwright's webServer, or forked by a browser worker
// (tests/e2e/fixtures.ts) with an IPC channel, over which the worker moves this server's clock
// and hears that it is listening. That control exists only here, never in build/node.
import { rmSync } from "node:fs";
import http from "node:http";

const dataDir = process.env.DATA_DIR ?? "test-data/e2e";
rmSync(dataDir, { recursive: true, force: true });
rmSync(`${dataDir}.lock`, { force: true });
// First the clock, so that the fixtures' "today" is the server's.
const clock = process.env.E2E_CLOCK_START
  ? (await import("./e2e-clock.mjs")).startClockAt(process.env.E2E_CLOCK_START)
  : undefined;
if (process.env.E2E_FIXTURES === "1") {
  const { insertE2eFixtures } = await import("./e2e-fixtures.mjs");
  await insertE2eFixtures(dataDir);
}
if (process.send) {
  const send = process.send.bind(process);
  // The server listens once its pages are warm and content changes reach it (server/index.ts):
  // that moment is "ready", told to the worker that forked this process.
  const listen = http.Server.prototype.listen;
  http.Server.prototype.listen = function listenAndTell(...args) {
    this.once("listening", () => send({ type: "listening", port: this.address().port }));
    return listen.apply(this, args);
  };
  process.on("message", (message) => {
    if (message?.type !== "advance-clock") return;
    if (!clock) throw new Error("advance-clock needs E2E_CLOCK_START");
    send({ type: "clock-advanced", id: message.id, now: clock.advance(message.ms) });
  });
  // The worker that forked this server is gone: so is the reason to run.
  process.on("disconnect", () => process.kill(process.pid, "SIGTERM"));
}
process.env.NODE_ENV = "production";
await import("../build/node/index.js");
