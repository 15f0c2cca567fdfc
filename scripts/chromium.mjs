import { fileURLToPath } from "node:url";

// Debian's Chromium, started the same way by the browser tests (playwright.config.ts) and the
// Lighthouse bench (bench/lighthouse.mjs), so a measurement and a test see the same browser.

/** The Chromium binary: Debian's, unless CHROMIUM_PATH names another. */
export const chromiumBinary = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The Chromium to start: chromiumBinary, through chromium-quiet.sh (which reads CHROMIUM_PATH too),
 * which keeps the browser's own omnibox popup from running beside the page (see that file).
 */
export const chromiumPath = fileURLToPath(new URL("./chromium-quiet.sh", import.meta.url));

/**
 * Headless and without a sandbox (containers have no user namespaces for it), and quiet: no
 * GPU, QUIC, first-run screens, sync or background updates to add noise to a run.
 */
export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
