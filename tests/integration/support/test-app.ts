import { existsSync } from "node:fs";
import { Writable } from "node:stream";
import type { ServerBuild } from "react-router";
import type { FirmFacts } from "~/shared/firm/facts";
import { buildState } from "../../../scripts/build-freshness.mjs";
import { type App, createApp } from "../../../server/app";
import { type Config, loadConfig } from "../../../server/config";
import { createLogger } from "../../../server/logger";
import { serverBuildFile } from "../../../server/paths";
import { createTestClock, type TestClock } from "./test-clock";
import { createTestDatabase, type TestDatabase } from "./test-database";

export interface TestApp {
  app: App;
  config: Config;
  database: TestDatabase;
  /** Every JSON log line the app wrote. */
  logs: Array<Record<string, unknown>>;
  shutdown: { value: boolean };
  /** The app's one clock: a test moves it on (`t.clock.advance(3)`) instead of waiting. */
  clock: TestClock;
  close(): Promise<void>;
}

/** The secret every test app signs with (sessions, form tokens), for tests that sign too. */
export const testSessionSecret = "integration-test-session-secret-0123456789";

let cachedBuild: ServerBuild | undefined;

export async function loadServerBuild(): Promise<ServerBuild> {
  if (cachedBuild) return cachedBuild;
  if (!existsSync(serverBuildFile)) {
    throw new Error(
      `No server build at ${serverBuildFile}. Run "npm run build" before the integration tests (npm test does).`,
    );
  }
  // A changed loader tested against the old build would pass or fail for the wrong reason.
  if (buildState() !== "current") {
    throw new Error(
      'The build is older than the sources (app/, server/…). Run "npm run build" before the integration tests (npm test does).',
    );
  }
  cachedBuild = (await import(serverBuildFile)) as ServerBuild;
  return cachedBuild;
}

export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  /** A database to use instead of a fresh one (a second instance of the same site). */
  existing?: TestDatabase,
  /** `stoppedClock`: the app's time moves only when the test advances it (test-clock.ts). */
  options: {
    stoppedClock?: boolean;
    /** The firm's facts the app reads, office hours among them; the configured ones if unset. */
    firmFacts?: FirmFacts;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "test-data/integration", ...env });
  const logs: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  const logger = createLogger("info", sink);
  const database = existing ?? (await createTestDatabase());
  const shutdown = { value: false };
  const clock = createTestClock({ stopped: options.stoppedClock });
  const app = createApp({
    sessionSecret: testSessionSecret,
    config,
    logger,
    database: database.handle,
    build: await loadServerBuild(),
    isShuttingDown: () => shutdown.value,
    clock,
    firmFacts: options.firmFacts,
  });
  await app.changeWatch.ready;
  return {
    app,
    config,
    database,
    logs,
    shutdown,
    clock,
    close: async () => {
      app.changeWatch.stop();
      // A reset request's lookup and mail may still be running after its answer.
      await app.backgroundWork.settled();
      return database.dispose();
    },
  };
}
