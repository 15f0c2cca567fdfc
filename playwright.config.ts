import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { chromiumBinary, chromiumFlags, chromiumPath } from "./scripts/chromium.mjs";
import { TEST_CLOCK_START } from "./tests/e2e/test-clock";

if (!existsSync(chromiumBinary)) {
  // Never skip the browser suite silently: say how to get a browser.
  throw new Error(
    `No Chromium at ${chromiumBinary}. Install Debian's Chromium with "apt-get install -y chromium" ` +
      "(or set CHROMIUM_PATH to a Chromium binary), then run the tests again.",
  );
}

const port = Number(process.env.E2E_PORT ?? 4173);
// The screenshot tests get a server and database of their own, which no other test changes.
const screenshotPort = port + 10;
// So does the test that changes the firm's hours, prices and details (tests/e2e/firm-changes.spec.ts).
const firmPort = port + 20;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  // Two workers, each a Chromium beside the test servers, on a two-core machine: an admin test
  // that signs in, fills several screens and runs axe on each takes 20-30 s here when quiet.
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    // A service worker would answer requests that tests intercept with page.route; only
    // tests/e2e/service-worker.spec.ts lets the site register its worker.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  // Screenshot baselines: tests/e2e/__screenshots__/, with the Chromium that made them noted
  // beside them; `npm run test:screenshots:update` makes them again.
  snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{ext}",
  expect: {
    toHaveScreenshot: {
      // Up to 1% of the pixels may differ: font hinting moves by a pixel between runs, a changed
      // layout moves far more.
      maxDiffPixelRatio: 0.01,
      animations: "disabled",
      caret: "hide",
      scale: "css",
    },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: /(screenshots|firm-changes|page-length)\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      name: "screenshots",
      testMatch: /screenshots\.spec\.ts/,
      use: {
        ...devices["Desktop Chrome"],
        channel: undefined,
        baseURL: `http://localhost:${screenshotPort}`,
      },
    },
    {
      // Pages measured against a fixed ceiling: the screenshot server's content, which no test
      // changes, so an article or a team member another test adds cannot make them taller.
      name: "pristine",
      testMatch: /page-length\.spec\.ts/,
      use: {
        ...devices["Desktop Chrome"],
        channel: undefined,
        baseURL: `http://localhost:${screenshotPort}`,
      },
    },
    {
      name: "firm-changes",
      testMatch: /firm-changes\.spec\.ts/,
      use: {
        ...devices["Desktop Chrome"],
        channel: undefined,
        baseURL: `http://localhost:${firmPort}`,
      },
    },
  ],
  webServer: [
    {
      // The production build on a fresh embedded database of its own.
      command: "node scripts/e2e-server.mjs",
      url: `http://localhost:${port}/readyz`,
      env: {
        PORT: String(port),
        DATA_DIR: "test-data/e2e",
        LOG_LEVEL: "warn",
        // A throwaway admin for the browser tests' fresh database; not a credential anywhere else.
        ADMIN_EMAIL: "e2e-admin@example.com",
        ADMIN_PASSWORD: "browser test lighthouse passphrase",
        // People take seconds; the tests type faster, so the contact and quote e-mail forms' floor
        // is lowered.
        CONTACT_MIN_SECONDS: "0.5",
        QUOTE_MIN_SECONDS: "0.5",
        // Several bookings come from one address (the test browser) within the hour.
        BOOKING_RATE_LIMIT: "50",
        // Every test account is registered from the one test browser's address.
        REGISTER_RATE_LIMIT: "50",
        // scripts/e2e-fixtures.mjs: a consultation today for the admin tests (never set elsewhere).
        E2E_FIXTURES: "1",
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://localhost:${screenshotPort}/readyz`,
      env: {
        PORT: String(screenshotPort),
        DATA_DIR: "test-data/e2e-screenshots",
        LOG_LEVEL: "warn",
        // The same moment as the browser's fixed clock in the screenshot tests, so a calendar
        // shows the same month and free days on every run (scripts/e2e-clock.mjs).
        E2E_CLOCK_START: TEST_CLOCK_START,
        // The same throwaway admin as above, for the admin screens' baselines.
        ADMIN_EMAIL: "e2e-admin@example.com",
        ADMIN_PASSWORD: "browser test lighthouse passphrase",
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://localhost:${firmPort}/readyz`,
      env: {
        PORT: String(firmPort),
        DATA_DIR: "test-data/e2e-firm",
        LOG_LEVEL: "warn",
        // The days this spec books and closes are picked from this instant, not the real day.
        E2E_CLOCK_START: TEST_CLOCK_START,
        ADMIN_EMAIL: "e2e-admin@example.com",
        ADMIN_PASSWORD: "browser test lighthouse passphrase",
        BOOKING_RATE_LIMIT: "50",
        REGISTER_RATE_LIMIT: "50",
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
