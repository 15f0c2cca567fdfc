// Debian's Chromium, started the same way by the browser tests (playwright.config.ts) and the
// Lighthouse bench (bench/lighthouse.mjs), so a measurement and a test see the same browser.

/** The Chromium binary: Debian's, unless CHROMIUM_PATH names another. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
