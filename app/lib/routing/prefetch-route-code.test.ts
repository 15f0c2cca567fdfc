// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { discoverRouteCode, prefetchRouteCode, routeCodeAddresses } from "./prefetch-route-code";

type ManifestWindow = Window & { __reactRouterManifest?: unknown };
const ROUTE = "routes/public/manage-booking";
const PATH = "/consultation/manage/token";

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) =>
    l.getAttribute("href"),
  );

/** Links another test file's page left behind (the unit suite shares a document per worker). */
function emptyHead() {
  for (const link of document.head.querySelectorAll("link")) link.remove();
}

describe("prefetchRouteCode", () => {
  beforeEach(emptyHead);
  afterEach(() => {
    delete (window as ManifestWindow).__reactRouterManifest;
    for (const link of document.head.querySelectorAll("link")) link.remove();
    vi.restoreAllMocks();
  });

  it("fetches a route's module and its imports into the cache once, uncompiled", async () => {
    (window as ManifestWindow).__reactRouterManifest = {
      version: "v1",
      routes: {
        [ROUTE]: {
          module: "/assets/manage-booking-1.js",
          imports: ["/assets/chunk-2.js", "https://elsewhere.example/x.js"],
        },
      },
    };
    const asked = vi.spyOn(window, "fetch");
    await prefetchRouteCode(window, ROUTE, PATH);
    await prefetchRouteCode(window, ROUTE, PATH);
    expect(prefetched()).toEqual(["/assets/manage-booking-1.js", "/assets/chunk-2.js"]);
    expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
    // A route the page carries needs no question to the server.
    expect(asked).not.toHaveBeenCalled();
  });

  it("asks React Router's /__manifest for a route the page does not carry (ADR 037)", async () => {
    (window as ManifestWindow).__reactRouterManifest = { version: "v1", routes: {} };
    const asked = vi.spyOn(window, "fetch").mockResolvedValue(
      new Response(
        JSON.stringify({
          root: { module: "/assets/root.js" },
          [ROUTE]: { module: "/assets/manage-booking-1.js", imports: ["/assets/chunk-2.js"] },
        }),
        { status: 200, headers: { "Content-Type": "application/json" } },
      ),
    );
    await prefetchRouteCode(window, ROUTE, PATH);
    expect(asked).toHaveBeenCalledWith(`/__manifest?paths=${encodeURIComponent(PATH)}&version=v1`);
    expect(prefetched()).toEqual(["/assets/manage-booking-1.js", "/assets/chunk-2.js"]);
  });

  it("prefetches nothing when the server says another release, refuses, answers oddly or is unreachable", async () => {
    (window as ManifestWindow).__reactRouterManifest = { version: "v1", routes: {} };
    const answers = [
      new Response(null, { status: 204, headers: { "X-Remix-Reload-Document": "true" } }),
      new Response("Invalid Request", { status: 400 }),
      new Response("null", { status: 200 }),
      new Response(JSON.stringify({ [ROUTE]: { module: 42 } }), { status: 200 }),
    ];
    for (const answer of answers) {
      vi.spyOn(window, "fetch").mockResolvedValueOnce(answer);
      expect(await discoverRouteCode(window, ROUTE, PATH)).toEqual([]);
    }
    vi.spyOn(window, "fetch").mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await discoverRouteCode(window, ROUTE, PATH)).toEqual([]);
    expect(prefetched()).toEqual([]);
  });

  it("does nothing without React Router's manifest or with a route it does not list", async () => {
    const asked = vi.spyOn(window, "fetch");
    await prefetchRouteCode(window, ROUTE, PATH);
    expect(asked).not.toHaveBeenCalled();
    (window as ManifestWindow).__reactRouterManifest = { routes: { x: { module: 42 } } };
    expect(routeCodeAddresses(window, "x")).toEqual([]);
    expect(prefetched()).toEqual([]);
  });
});
