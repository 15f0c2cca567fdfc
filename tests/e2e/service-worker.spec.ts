import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

// The rest of the suite blocks service workers (see playwright.config.ts); these tests are
// about the worker, so they let the site register it. One at a time: the update test swaps
// the worker script that every test here is served.
test.use({ serviceWorkers: "allow" });
test.describe.configure({ mode: "serial" });

const workerFile = path.resolve(import.meta.dirname, "../../build/client/service-worker.js");

async function waitForControllingWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
}

/** Every address held in the worker's caches (precache and runtime). */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

async function pageCacheHas(page: Page, pathname: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (p) => {
          const cache = await caches.open("pages");
          return (await cache.keys()).some((r) => new URL(r.url).pathname === p);
        }, pathname),
      { timeout: 10_000 },
    )
    .toBe(true);
}

test("the worker registers at scope / on localhost and takes control of the page", async ({
  page,
}) => {
  await page.goto("/");
  await waitForControllingWorker(page);
  const registration = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.ready;
    return { scope: r.scope, script: r.active?.scriptURL };
  });
  expect(new URL(registration.scope).pathname).toBe("/");
  expect(new URL(registration.script ?? "").pathname).toBe("/service-worker.js");
  // The offline page and the public site's scripts are precached at install.
  const cached = await cachedUrls(page);
  expect(cached).toContain("/offline");
  expect(cached.some((p) => /^\/assets\/entry\.client-.*\.js$/.test(p))).toBe(true);
});

test("below-the-fold images are warmed into the image cache after load", async ({ page }) => {
  await page.goto("/");
  await waitForControllingWorker(page);
  const lazyImages = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')].map(
      (img) => new URL(img.currentSrc || img.src).pathname,
    ),
  );
  expect(lazyImages.length).toBeGreaterThan(0);
  // The page loaded before the worker controlled it, so only the warming message can have put
  // these in the worker's image cache.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const cache = await caches.open("images");
          return (await cache.keys()).map((r) => new URL(r.url).pathname).sort();
        }),
      { timeout: 10_000 },
    )
    .toEqual([...new Set(lazyImages)].sort());
});

test("offline, a visited page still renders and an unvisited page shows the offline page", async ({
  page,
  context,
}) => {
  await page.goto("/about");
  await waitForControllingWorker(page);
  // /about loaded before the worker was in control; the page asks the worker to keep it.
  await pageCacheHas(page, "/about");
  await page.goto("/services/family-law");
  await pageCacheHas(page, "/services/family-law");
  // The page prefetches /about, /services and /contact a second after it loads; leave it first,
  // so that a prefetch cannot start after the network has gone and fail.
  await page.goto("about:blank");

  await context.setOffline(true);
  try {
    await page.goto("/services/family-law");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/family/i);
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("You are offline");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.goto("/locations/marple");
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
    await expect(page).toHaveURL(/\/locations\/marple$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "0161 496 0000" }).first()).toBeVisible();
    await expect(main).toContainText("Thornfield Parade");
    await expect(main).toContainText("Moorside Walk");
    await expect(main).toContainText("Monday to Friday");
    await expect(main).toContainText("Booking a free consultation online needs a connection");
  } finally {
    await context.setOffline(false);
  }
});

test("offline, a working page from the cache learns no routes and its links load documents instead", async ({
  page,
  context,
}) => {
  await page.goto("/contact");
  await waitForControllingWorker(page);
  await pageCacheHas(page, "/contact");
  await page.goto("/contact");
  await waitForHydration(page);
  // The page learns a link's route when someone points at it (ADR 038). Not the booking's
  // link: pointing at a public page also prefetches it (speculation rules), and the booking
  // must not be in the cache for what follows; the account is never prefetched.
  await page
    .getByRole("navigation", { name: "Contact shortcuts" })
    .getByRole("link", { name: "Account" })
    .hover();
  await pageCacheHas(page, "/__manifest");
  // Leave for a page without React Router, so nothing more is asked, and let its own
  // prefetches (a second after load) finish before the network goes.
  await page.goto("/about");
  await expect(page.locator('head link[rel="prefetch"][href="/services"]')).toHaveCount(1);
  await page.waitForLoadState("networkidle");

  // Forget what /contact learnt of its links' routes online, in the browser's cache (the
  // answers are immutable for their release) and, below, the worker's, so that offline it has
  // to ask. The DevTools session goes before the network does: while a second one was open,
  // the page believed it was online (navigator.onLine), offered its speculation rules, and
  // Chrome's own prefetch, which the simulated offline does not reach, fetched the booking.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");
  await cdp.detach();
  await context.setOffline(true);
  try {
    await page.evaluate(async () => {
      const cache = await caches.open("pages");
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname === "/__manifest") await cache.delete(request);
      }
    });
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await waitForHydration(page);
    // Pointing at the link and following it, React Router asks for its route; the worker
    // answers "load the document instead" (ADR 037), so nothing fails and the console stays
    // clean.
    await page
      .getByRole("navigation", { name: "Contact shortcuts" })
      .getByRole("link", { name: "Book Free Appointment" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
    await expect(page).toHaveURL(/\/consultation$/);
  } finally {
    await context.setOffline(false);
  }
});

test.describe("personal answers", () => {
  // The offline API call below fails on purpose, and the browser reports the failed load.
  test.use({ expectedConsoleErrors: [/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/] });

  test("/api and /admin answers are never served from the cache", async ({ page, context }) => {
    await page.goto("/");
    await waitForControllingWorker(page);
    // A staff member signs in and opens the admin area; the page calls the JSON API.
    const signIn = await page.evaluate(async () => {
      const res = await fetch("/api/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          email: "e2e-admin@example.com",
          password: "browser test lighthouse passphrase",
        }),
      });
      return res.status;
    });
    expect(signIn).toBe(200);
    const admin = await page.goto("/admin");
    expect(admin?.status()).toBe(200);
    await expect(page).toHaveURL(/\/admin(\/|$)/);
    const api = await page.evaluate(async () => (await fetch("/api/user")).status);
    expect(api).toBe(200);

    const cached = await cachedUrls(page);
    expect(cached.filter((p) => /^\/(api|admin|auth)(\/|\.|$)/.test(p))).toEqual([]);

    // The offline request is made from a page without the admin's own code: the admin screen
    // answers a failed /api/user by sending the visitor to sign in, a navigation of its own
    // that raced the one below (a flaky "ERR_FAILED" or an aborted navigation).
    await page.goto("/about");
    await context.setOffline(true);
    try {
      const offlineApi = await page.evaluate(async () => {
        try {
          await fetch("/api/user");
          return "answered";
        } catch {
          return "failed";
        }
      });
      expect(offlineApi).toBe("failed");
      await page.goto("/admin");
      await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});

test("a new release's worker raises update-available; Reload activates it and reloads once", async ({
  page,
}) => {
  await page.goto("/about");
  await waitForControllingWorker(page);
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  await page.evaluate(() => {
    const w = window as unknown as { updateEvents: number };
    w.updateEvents = 0;
    window.addEventListener("update-available", () => {
      w.updateEvents += 1;
    });
  });

  // A deploy changes the worker script's bytes (its precache list); so does this line.
  const original = readFileSync(workerFile, "utf8");
  writeFileSync(workerFile, `${original}\n// next release ${Date.now()}\n`);
  try {
    // The page checks for a new worker whenever the tab becomes visible.
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    const toast = page.getByText("A new version of this site is available", { exact: true });
    await expect(toast).toBeVisible({ timeout: 15_000 });
    expect(
      await page.evaluate(() => (window as unknown as { updateEvents: number }).updateEvents),
    ).toBe(1);
    const waiting = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state,
    );
    expect(waiting).toBe("installed");

    let loads = 0;
    page.on("load", () => {
      loads += 1;
    });
    await page.getByRole("button", { name: "Reload" }).click();
    await expect.poll(() => loads, { timeout: 10_000 }).toBe(1);
    await page.waitForLoadState("load");
    // The new worker now controls the page, nothing is left waiting, and no second reload came.
    const after = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return {
        controller: navigator.serviceWorker.controller?.scriptURL,
        active: r?.active?.state,
        waiting: r?.waiting ?? null,
      };
    });
    expect(after).toEqual({ controller: firstWorker, active: "activated", waiting: null });
    // The subject is that nothing more happens: no event marks "no second reload", so the test
    // watches for one for a while (docs/testing.md, "Waits that are the subject of a test").
    // biome-ignore lint/plugin: a wait for the absence of a reload
    await page.waitForTimeout(1_500);
    expect(loads).toBe(1);
    await expect(toast).toBeHidden();
  } finally {
    writeFileSync(workerFile, original);
  }
});
