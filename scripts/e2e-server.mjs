// Starts the production build for the browser tests on a fresh embedded database.
import { rmSync } from "node:fs";

const dataDir = process.env.DATA_DIR ?? "test-data/e2e";
rmSync(dataDir, { recursive: true, force: true });
rmSync(`${dataDir}.lock`, { force: true });
if (process.env.E2E_FIXTURES === "1") {
  const { insertE2eFixtures } = await import("./e2e-fixtures.mjs");
  await insertE2eFixtures(dataDir);
}
if (process.env.E2E_CLOCK_START) {
  // The screenshot server's clock starts at a fixed instant and then runs at normal speed, so a
  // booking calendar or a dashboard looks the same on every day the baselines are compared.
  const { startClockAt } = await import("./e2e-clock.mjs");
  startClockAt(process.env.E2E_CLOCK_START);
}
process.env.NODE_ENV = "production";
await import("../build/node/index.js");
