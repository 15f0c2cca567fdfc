import { useEffect } from "react";
import { whenIdle } from "~/enhance/when-idle";

/** The part of React Router's browser manifest read here: each route's module and its imports. */
interface RouteCode {
  module: string;
  imports?: readonly string[];
}
type ManifestWindow = Window & {
  __reactRouterManifest?: { routes?: Record<string, RouteCode | undefined> };
};

/**
 * The addresses of a route's code, from the manifest React Router puts on the page; none if the
 * manifest or the route is missing (a page before hydration, or another version's shape).
 */
export function routeCodeAddresses(win: Window, routeId: string): string[] {
  const route = (win as ManifestWindow).__reactRouterManifest?.routes?.[routeId];
  if (!route || typeof route.module !== "string") return [];
  return [route.module, ...(route.imports ?? [])].filter(
    (href) => typeof href === "string" && href.startsWith("/assets/"),
  );
}

/**
 * Puts a route's code into the browser's cache while the visitor is still on this page, so that
 * the page they go to next (the booking's confirmation, whose address holds a token nobody knows
 * yet) does not fetch the modules this page lacks one import level at a time over a slow
 * connection. `prefetch`, not `modulepreload`: fetched at low priority and not compiled until
 * used, so it adds no main-thread work while someone types (ADR 036); modules this page already
 * has come from the cache. Each address once per document.
 */
export function prefetchRouteCode(win: Window, routeId: string): void {
  const doc = win.document;
  for (const href of routeCodeAddresses(win, routeId)) {
    if (doc.head.querySelector(`link[rel="prefetch"][href="${CSS.escape(href)}"]`)) continue;
    const link = doc.createElement("link");
    link.rel = "prefetch";
    link.as = "script";
    link.crossOrigin = "anonymous";
    link.href = href;
    doc.head.append(link);
  }
}

/** Prefetches a route's code once the browser is idle after this component is shown. */
export function usePrefetchRouteCode(routeId: string): void {
  useEffect(() => {
    let cancelled = false;
    whenIdle(window, () => {
      if (!cancelled) prefetchRouteCode(window, routeId);
    });
    return () => {
      cancelled = true;
    };
  }, [routeId]);
}

/** Renders nothing; prefetches a route's code while it is on the page (see prefetchRouteCode). */
export function PrefetchRouteCode({ routeId }: { routeId: string }): null {
  usePrefetchRouteCode(routeId);
  return null;
}
