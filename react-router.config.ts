import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // Every page is rendered on the server so visitors and crawlers get full HTML first.
  ssr: true,
  // The whole route table (about forty routes) is in every page, so client-side navigation
  // never has to ask the server which route a link belongs to: no /__manifest requests,
  // which also means no failed ones offline. Measured: pages were no larger than with "lazy".
  routeDiscovery: { mode: "initial" },
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
