import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { privateRoutePatterns } from "~/generated/route-lists";
import { neverCachePrivate } from "./never-cache-private";

const origin = "https://www.example.test";
beforeAll(() => vi.stubGlobal("self", { location: { origin } }));
afterAll(() => vi.unstubAllGlobals());

/** What the plugin lets a runtime cache keep of a plain, public-looking 200 for this address. */
async function kept(path: string): Promise<boolean> {
  const response = new Response("<html></html>", {
    status: 200,
    headers: { "Content-Type": "text/html", "Cache-Control": "no-cache" },
  });
  const request = new Request(`${origin}${path}`);
  const willUpdate = neverCachePrivate.cacheWillUpdate;
  if (!willUpdate) throw new Error("the plugin has no cacheWillUpdate");
  // Workbox passes more (event, state); the plugin reads only the request and the response.
  const result = await willUpdate({ request, response } as Parameters<typeof willUpdate>[0]);
  return result !== null;
}

/** A sample address for a route pattern: each parameter and splat filled in. */
const sampleOf = (pattern: string) =>
  pattern.replace(/:[A-Za-z_]\w*/g, "sample").replace(/\/\*$/, "/no-such-page");

describe("the service worker never caches a private page", () => {
  test.each(privateRoutePatterns.map((pattern) => [sampleOf(pattern)]))(
    "%s, even if the server forgot to say so",
    async (path) => {
      expect(await kept(path)).toBe(false);
      expect(await kept(`${path}.data`)).toBe(false);
    },
  );

  test("the JSON API neither", async () => {
    expect(await kept("/api/availability")).toBe(false);
  });

  test("while a public page is kept", async () => {
    expect(await kept("/services/wills")).toBe(true);
  });
});
