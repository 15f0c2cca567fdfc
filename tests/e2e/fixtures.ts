import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test as base, expect, type Page } from "@playwright/test";
import type { E2eWorkerOptions } from "./servers";
import { startWorkerServer, type WorkerServer } from "./worker-server";

/**
 * The SRA badge frame loads from the SRA's provider, which this sandbox cannot reach; its
 * network failure is the one console error that says nothing about our page.
 */
const outsideOurControl = [/cdn\.yoshki\.com/];

interface TestFixtures {
  consoleErrors: string[];
  expectedConsoleErrors: RegExp[];
  /**
   * Moves the server's clock on by some seconds: how a test gets past a timer the server keeps
   * (a form sent sooner than a person could is set aside as a bot's) without waiting for it.
   */
  advanceClock: (seconds: number) => Promise<void>;
  /** The folder the server under test writes its mail to. */
  mailDir: string;
}

interface WorkerFixtures extends E2eWorkerOptions {
  workerServer: WorkerServer | undefined;
}

/** Past every form's bot-check floor (BOOKING_MIN_SECONDS 2, CONTACT_MIN_SECONDS 3 by default). */
export const PAST_THE_BOT_CHECK = 5;

export const test = base.extend<TestFixtures, WorkerFixtures>({
  perWorkerServer: [false, { option: true, scope: "worker" }],
  // One server per worker for the projects that ask (playwright.config.ts): its clock is moved
  // by this worker's tests alone.
  workerServer: [
    async ({ perWorkerServer }, use, workerInfo) => {
      if (!perWorkerServer) return use(undefined);
      const server = await startWorkerServer(workerInfo.parallelIndex);
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ baseURL, workerServer }, use) => {
    await use(workerServer?.url ?? baseURL);
  },
  advanceClock: async ({ workerServer }, use) => {
    await use(async (seconds) => {
      if (!workerServer) throw new Error("this project's server has no clock to move");
      await workerServer.advanceClock(seconds * 1000);
    });
  },
  mailDir: async ({ workerServer }, use) => {
    if (!workerServer) throw new Error("this project's server is not the worker's own");
    await use(workerServer.mailDir);
  },
  /** A test that provokes an error on purpose (a refused sign-in) lists what it expects here. */
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  expectedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  // Automatic: every test fails on a console error or CSP violation, whether it asks or not.
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error" && !/Content Security Policy/i.test(message.text())) return;
        const where = message.location().url ?? "";
        if (outsideOurControl.some((p) => p.test(where) || p.test(message.text()))) return;
        if (expectedConsoleErrors.some((p) => p.test(message.text()))) return;
        errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`Uncaught: ${error.message}`));
      await use(errors);
      // Any CSP violation or script error fails the test that caused it.
      expect(errors, "console errors (including CSP violations)").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until React has hydrated a working page: a click before then is an ordinary link's full
 * page load, not the in-browser navigation a test may be about. React marks the document it
 * hydrates with a `_reactListening…` property once its event listeners are in place.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document).some((key) => key.startsWith("_reactListening")),
  );
}

/** axe-core itself, put into the page under test by `expectNoAxeViolations`. */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Runs axe-core in the page, WCAG 2.2 A and AA and best practice, and fails on any violation.
 * Run straight in the page (about 0.7 s a page): @axe-core/playwright's analyze took 3 s, a
 * second of it waiting on the SRA badge's lazy frame, which never has a document to check, and
 * more in a blank page it opens to finish the run. Frames are left out: the one we embed is
 * the SRA's badge, the SRA's content, not ours.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    // axe-core's global, put there by the evaluate above.
    const { axe } = window as unknown as { axe: typeof import("axe-core") };
    const results = await axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
      iframes: false,
    });
    return results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
    );
  }, AXE_TAGS);
  expect(violations).toEqual([]);
}

/**
 * Every page sits on one grid: its heading starts where the header's logo does (issue 18:
 * 404, confirmation and manage pages once sat in a narrower centred column).
 */
export async function expectOnTheGrid(page: Page): Promise<void> {
  const logo = await page
    .getByRole("banner")
    .getByRole("link", { name: "Carrow & Hale Solicitors, home" })
    .boundingBox();
  const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
  expect(logo, "the logo").not.toBeNull();
  expect(heading, "the page's heading").not.toBeNull();
  expect(
    Math.abs((heading?.x ?? 0) - (logo?.x ?? 0)),
    `${page.url()}: heading off the grid`,
  ).toBeLessThanOrEqual(1);
}
