import type { Page, Route } from "@playwright/test";
import { expect, PAST_THE_BOT_CHECK, test, waitForHydration } from "./fixtures";

/**
 * Issue 31, ADR 036: a working page paints from its server HTML and loads its framework once it
 * has loaded, or when the visitor first acts; whatever is done before then works as plain HTML.
 */

/** Holds every request for the framework's entry until release() is called. */
async function holdFramework(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, (route) => {
    if (released) void route.continue();
    else held.push(route);
  });
  return {
    requested: () => held.length > 0,
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

const hydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document).some((key) => key.startsWith("_reactListening")));

test.describe("working pages paint first and hydrate second", () => {
  test("the server's page holds the framework back: no live preloads, its script not run as sent", async ({
    request,
  }) => {
    for (const path of ["/consultation", "/contact", "/auth"]) {
      const html = await (await request.get(path)).text();
      // Its preload links are there for React to find when it hydrates, and inert (ADR 038).
      const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
      expect(preloads.length, path).toBeGreaterThan(0);
      expect(
        preloads.filter((tag) => !tag.includes('media="not all"')),
        path,
      ).toEqual([]);
      expect(html, path).toMatch(
        /<script[^>]* type="text\/x-held-module"[^>]*>[^<]*import\("\/assets\/entry\.client-/,
      );
      expect(html, path).not.toMatch(/<script(?![^>]*\bsrc=)[^>]* type="module"/);
    }
  });

  test("left alone, the page loads before its framework is asked for, then hydrates", async ({
    page,
  }) => {
    // Counts the modulepreload links anything adds once the server's page has been parsed.
    // (React Router's <Scripts> renders nothing after its first render, so React later takes
    // the server's links away again: what matters is that hydrating made none of its own.)
    await page.addInitScript(() => {
      const added: string[] = [];
      Object.assign(window, { __addedPreloads: added });
      document.addEventListener("DOMContentLoaded", () => {
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.addedNodes) {
              if (node instanceof HTMLLinkElement && node.rel === "modulepreload") {
                added.push(node.href);
              }
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });
    });
    await page.goto("/consultation");
    await waitForHydration(page);
    // A link's route is looked up on intent by an effect of the page's root: once that has
    // happened, hydration has committed (and made any head elements it was going to make).
    const lookedUp = page.waitForRequest((r) => new URL(r.url()).pathname === "/__manifest");
    await page
      .getByRole("navigation", { name: "Contact shortcuts" })
      .getByRole("link", { name: "Get In Touch" })
      .hover();
    await lookedUp;
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        "navigation",
      ) as PerformanceNavigationTiming[];
      const resources = performance.getEntriesByType("resource");
      const entry = resources.find((r) => /\/assets\/entry\.client-/.test(r.name));
      // Every framework module: the page's own scripts less the enhancement script.
      const modules = resources.filter(
        (r) => /\/assets\/[^/]+\.js$/.test(r.name) && !/\/assets\/enhance-/.test(r.name),
      );
      // The first paint's presentation: on a long page it can come after `load`.
      const painted =
        performance.getEntriesByType("paint")[0]?.startTime ?? Number.POSITIVE_INFINITY;
      return {
        painted,
        loaded: navigation?.loadEventEnd ?? 0,
        requested: entry?.startTime ?? -1,
        modules: modules.length,
        firstModule: Math.min(...modules.map((r) => r.startTime)),
        addedPreloads: (window as unknown as { __addedPreloads: string[] }).__addedPreloads,
        livePreloads: document.querySelectorAll('link[rel="modulepreload"]:not([media="not all"])')
          .length,
      };
    });
    expect(timing.loaded).toBeGreaterThan(0);
    expect(timing.requested).toBeGreaterThanOrEqual(timing.loaded);
    // No module was fetched early through a preload link (they are inert, ADR 038)...
    expect(timing.modules).toBeGreaterThan(1);
    expect(timing.firstModule).toBeGreaterThanOrEqual(timing.loaded);
    // ...nor before the page's first paint was on the screen.
    expect(timing.painted).toBeLessThan(Number.POSITIVE_INFINITY);
    expect(timing.firstModule).toBeGreaterThanOrEqual(timing.painted);
    // ...and hydrating added none: React found the server's links instead of making its own.
    expect(timing.addedPreloads).toEqual([]);
    expect(timing.livePreloads).toBe(0);
  });

  test("a form sent before the framework arrives is an ordinary post, and works", async ({
    page,
    advanceClock,
  }) => {
    const framework = await holdFramework(page);
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Your name").fill("Early Bird");
    // Acting asks for the framework at once: it is on its way while the person types.
    await expect.poll(framework.requested).toBe(true);
    await form.getByLabel("E-mail address").fill("early.bird@example.com");
    await form.getByLabel("What is it about?").selectOption({ label: "Wills and Probate" });
    await form.getByLabel("Your message").fill("I would like to make a will with my partner.");
    await form.getByRole("radio", { name: "By e-mail" }).check();
    // People take a few seconds; the server drops anything faster as a bot.
    await advanceClock(PAST_THE_BOT_CHECK);
    expect(await hydrated(page)).toBe(false);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/contact\/sent\?reference=CH-/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Thank you, we have your message",
    );
  });

  test("what is typed before hydration is still there after it", async ({ page }) => {
    const framework = await holdFramework(page);
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Your name").fill("Typed Early");
    await form.getByLabel("Your message").fill("Written before the page's script had arrived.");
    await form.getByRole("radio", { name: "By phone" }).check();
    expect(await hydrated(page)).toBe(false);
    await framework.release();
    await waitForHydration(page);
    await expect(form.getByLabel("Your name")).toHaveValue("Typed Early");
    await expect(form.getByLabel("Your message")).toHaveValue(
      "Written before the page's script had arrived.",
    );
    await expect(form.getByRole("radio", { name: "By phone" })).toBeChecked();
  });

  test("a link followed before hydration is an ordinary page load", async ({ page }) => {
    await holdFramework(page);
    await page.goto("/auth");
    await page.getByRole("link", { name: "Forgotten your password?" }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
