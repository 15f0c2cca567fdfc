import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { RouteHandle } from "~/shared/routing/route-handle";

type ServerRoute = NonNullable<ServerBuild["routes"][string]>;

/** The build's flat route manifest as the nested tree matchRoutes walks. */
export function routeTree(build: ServerBuild): RouteObject[] {
  const routes = Object.values(build.routes).filter((r): r is ServerRoute => Boolean(r));
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((r) => r.parentId === parentId)
      .map((r) => {
        const children = childrenOf(r.id);
        const base = {
          id: r.id,
          path: r.path,
          caseSensitive: r.caseSensitive,
          handle: r.module.handle,
        };
        return r.index
          ? ({ ...base, index: true } as RouteObject)
          : ({ ...base, children } as RouteObject);
      });
  return childrenOf(undefined);
}

/**
 * The page a path asks for: React Router's data requests are the page's path plus ".data"
 * ("/_root.data" for the home page). Matched as they stand, "/services/conveyancing/x.data"
 * would be taken for a ":guide" called "x.data", with that route's handle.
 */
export function pagePathOf(path: string): string {
  if (path === "/_root.data") return "/";
  return path.endsWith(".data") ? path.slice(0, -".data".length) : path;
}

/**
 * Which declaration (the deepest matching route module's `handle`) applies to a path (a page's
 * or its data request's), read from the same build that renders the page.
 */
export function routeHandles(build: ServerBuild): (path: string) => RouteHandle | undefined {
  const tree = routeTree(build);
  const known = new Map<string, RouteHandle | undefined>();
  return (path) => {
    if (known.has(path)) return known.get(path);
    const matches = matchRoutes(tree, pagePathOf(path));
    const handle = matches?.at(-1)?.route.handle as RouteHandle | undefined;
    // Paths are bounded by the routes that match them only loosely (":slug"), so keep few.
    if (known.size > 2_000) known.clear();
    known.set(path, handle);
    return handle;
  };
}

/** Whether a request's query holds any parameter the page reads (and so may change it). */
export function readsQuery(handle: RouteHandle | undefined, search: URLSearchParams): boolean {
  for (const key of search.keys()) if (handle?.query?.includes(key)) return true;
  return false;
}
