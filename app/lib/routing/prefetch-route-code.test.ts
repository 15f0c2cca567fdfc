// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { prefetchRouteCode, routeCodeAddresses } from "./prefetch-route-code";

type ManifestWindow = Window & { __reactRouterManifest?: unknown };

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) =>
    l.getAttribute("href"),
  );

describe("prefetchRouteCode", () => {
  afterEach(() => {
    delete (window as ManifestWindow).__reactRouterManifest;
    for (const link of document.head.querySelectorAll("link")) link.remove();
  });

  it("fetches a route's module and its imports into the cache once, uncompiled", () => {
    (window as ManifestWindow).__reactRouterManifest = {
      routes: {
        "routes/public/manage-booking": {
          module: "/assets/manage-booking-1.js",
          imports: ["/assets/chunk-2.js", "https://elsewhere.example/x.js"],
        },
      },
    };
    prefetchRouteCode(window, "routes/public/manage-booking");
    prefetchRouteCode(window, "routes/public/manage-booking");
    expect(prefetched()).toEqual(["/assets/manage-booking-1.js", "/assets/chunk-2.js"]);
    expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
  });

  it("does nothing without React Router's manifest or with a route it does not list", () => {
    prefetchRouteCode(window, "routes/public/manage-booking");
    (window as ManifestWindow).__reactRouterManifest = { routes: {} };
    prefetchRouteCode(window, "routes/public/manage-booking");
    expect(prefetched()).toEqual([]);
    (window as ManifestWindow).__reactRouterManifest = { routes: { x: { module: 42 } } };
    expect(routeCodeAddresses(window, "x")).toEqual([]);
  });
});
