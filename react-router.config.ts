import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // Every page is rendered on the server so visitors and crawlers get full HTML first.
  ssr: true,
  // A page carries only the routes it matched; the routes its links lead to are fetched from
  // /__manifest once it has hydrated (the service worker keeps those answers for offline use).
  // With the whole table (96 routes) in every page, hydration's first, unsplittable unit of
  // work flattened and ranked all of them: about 120 ms of a throttled phone's main thread
  // on /contact against about 40 ms now, measured (ADR 037).
  routeDiscovery: { mode: "lazy" },
  // React Router 8's changes, each answered here so builds do not warn about them. Each is a
  // migration of its own, not a switch: v8_middleware replaces the load context our loaders
  // read (context.services) with a RouterContextProvider; v8_splitRouteModules changes the
  // route chunks ADR 013 measured; the rest change the build pipeline and the requests and
  // data URLs that loaders and the service worker see.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
