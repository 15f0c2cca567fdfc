import { useEffect } from "react";
import { whenIdle } from "~/enhance/when-idle";

/** The part of React Router's browser manifest read here: each route's module and its imports. */
interface RouteCode {
  module: string;
  imports?: readonly string[];
}
type Routes = Record<string, RouteCode | undefined>;
type ManifestWindow = Window & {
  __reactRouterManifest?: { version?: string; routes?: Routes };
};

function codeOf(route: RouteCode | undefined): string[] {
  if (!route || typeof route.module !== "string") return [];
  return [route.module, ...(Array.isArray(route.imports) ? route.imports : [])].filter(
    (href) => typeof href === "string" && href.startsWith("/assets/"),
  );
}

/**
 * The addresses of a route's code, from the manifest React Router puts on the page; none if the
 * manifest or the route is missing (a page before hydration, a route the page has not learnt,
 * or another version's shape).
 */
export function routeCodeAddresses(win: Window, routeId: string): string[] {
  return codeOf((win as ManifestWindow).__reactRouterManifest?.routes?.[routeId]);
}

/**
 * The same, for a route the page does not carry (ADR 037: a page carries only its own routes):
 * asked of React Router's own `/__manifest` for an address the route answers, as React Router
 * will ask when the visitor goes there (the answer is cached for the release). None if the
 * answer is anything but the route's entry.
 */
export async function discoverRouteCode(
  win: Window,
  routeId: string,
  path: string,
): Promise<string[]> {
  const known = routeCodeAddresses(win, routeId);
  if (known.length > 0) return known;
  const version = (win as ManifestWindow).__reactRouterManifest?.version;
  if (typeof version !== "string") return [];
  const query = new URLSearchParams({ paths: path, version });
  try {
    const res = await win.fetch(`/__manifest?${query}`);
    if (res.status !== 200) return [];
    const routes = (await res.json()) as Routes | null;
    return codeOf(routes?.[routeId]);
  } catch {
    // Offline or refused: the next page fetches its own code when it is opened.
    return [];
  }
}

/**
 * Puts a route's code into the browser's cache while the visitor is still on this page, so that
 * the page they go to next (the booking's confirmation, whose address holds a token nobody knows
 * yet) does not fetch the modules this page lacks one import level at a time over a slow
 * connection. `prefetch`, not `modulepreload`: fetched at low priority and not compiled until
 * used, so it adds no main-thread work while someone types (ADR 036); modules this page already
 * has come from the cache. Each address once per document.
 */
export async function prefetchRouteCode(win: Window, routeId: string, path: string): Promise<void> {
  const doc = win.document;
  for (const href of await discoverRouteCode(win, routeId, path)) {
    if (doc.head.querySelector(`link[rel="prefetch"][href="${CSS.escape(href)}"]`)) continue;
    const link = doc.createElement("link");
    link.rel = "prefetch";
    link.as = "script";
    link.crossOrigin = "anonymous";
    link.href = href;
    doc.head.append(link);
  }
}

/**
 * Prefetches a route's code once the browser is idle after this component is shown. `path` is
 * an address the route answers, to ask for it by if the page does not carry it.
 */
export function usePrefetchRouteCode(routeId: string, path: string): void {
  useEffect(() => {
    let cancelled = false;
    whenIdle(window, () => {
      if (!cancelled) void prefetchRouteCode(window, routeId, path);
    });
    return () => {
      cancelled = true;
    };
  }, [routeId, path]);
}

/** Renders nothing; prefetches a route's code while it is on the page (see prefetchRouteCode). */
export function PrefetchRouteCode({ routeId, path }: { routeId: string; path: string }): null {
  usePrefetchRouteCode(routeId, path);
  return null;
}
