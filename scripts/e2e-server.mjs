// Starts the production build for the browser tests on a fresh embedded database.
import { rmSync } from "node:fs";

const dataDir = process.env.DATA_DIR ?? "test-data/e2e";
rmSync(dataDir, { recursive: true, force: true });
rmSync(`${dataDir}.lock`, { force: true });
if (process.env.E2E_FIXTURES === "1") {
  const { insertE2eFixtures } = await import("./e2e-fixtures.mjs");
  await insertE2eFixtures(dataDir);
}
process.env.NODE_ENV = "production";
await import("../build/node/index.js");
