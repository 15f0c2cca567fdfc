import { TEST_CLOCK_START } from "./test-clock";

/** The first port the browser suite's servers take (E2E_PORT moves them all). */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * What every browser-test server is started with (scripts/e2e-server.mjs): a fresh embedded
 * database of its own, on the test clock, with a throwaway admin that is no credential anywhere
 * else.
 */
export const e2eServerEnv = {
  LOG_LEVEL: "warn",
  E2E_CLOCK_START: TEST_CLOCK_START,
  ADMIN_EMAIL: "e2e-admin@example.com",
  ADMIN_PASSWORD: "browser test lighthouse passphrase",
} as const;

/**
 * Each browser worker's own server (tests/e2e/fixtures.ts): its port, data folder and the settings
 * its tests need, so that one test's clock or bookings never reach another worker's.
 */
export function workerServerSettings(parallelIndex: number) {
  const dataDir = `test-data/e2e-worker-${parallelIndex}`;
  return {
    port: E2E_BASE_PORT + 30 + parallelIndex,
    dataDir,
    mailDir: `${dataDir}/mail`,
    env: {
      ...e2eServerEnv,
      // Several bookings come from one address (the test browser) within the hour.
      BOOKING_RATE_LIMIT: "50",
      // Every test account is registered from the one test browser's address.
      REGISTER_RATE_LIMIT: "50",
      // scripts/e2e-fixtures.mjs: a consultation on the clock's day for the admin tests.
      E2E_FIXTURES: "1",
    },
  };
}

/** The option a project sets to give each of its workers a server of its own. */
export interface E2eWorkerOptions {
  perWorkerServer: boolean;
}
