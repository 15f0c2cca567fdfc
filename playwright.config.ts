import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { chromiumBinary, chromiumFlags, chromiumPath } from "./scripts/chromium.mjs";
import { E2E_BASE_PORT, type E2eWorkerOptions, e2eServerEnv } from "./tests/e2e/servers";

if (!existsSync(chromiumBinary)) {
  // Never skip the browser suite silently: say how to get a browser.
  throw new Error(
    `No Chromium at ${chromiumBinary}. Install Debian's Chromium with "apt-get install -y chromium" ` +
      "(or set CHROMIUM_PATH to a Chromium binary), then run the tests again.",
  );
}

const port = E2E_BASE_PORT;
// The screenshot tests get a server and database of their own, which no other test changes.
const screenshotPort = port + 10;
// So does the test that changes the firm's hours, prices and details (tests/e2e/firm-changes.spec.ts).
const firmPort = port + 20;

export default defineConfig<object, E2eWorkerOptions>({
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
      // Each worker starts a server of its own (tests/e2e/fixtures.ts), its baseURL.
      use: { ...devices["Desktop Chrome"], channel: undefined, perWorkerServer: true },
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
  // The chromium project's tests each reach their worker's own server (tests/e2e/fixtures.ts),
  // whose clock they move. These two are shared by the projects whose pages no test changes
  // (screenshots, pristine) and by the one spec that changes the firm's settings.
  webServer: [
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://localhost:${screenshotPort}/readyz`,
      env: { ...e2eServerEnv, PORT: String(screenshotPort), DATA_DIR: "test-data/e2e-screenshots" },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://localhost:${firmPort}/readyz`,
      env: {
        ...e2eServerEnv,
        PORT: String(firmPort),
        DATA_DIR: "test-data/e2e-firm",
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
