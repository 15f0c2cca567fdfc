/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { Route, Router } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from "workbox-strategies";
import { isPrivatePath } from "~/shared/routing/private-paths";
import { neverCachePrivate } from "./never-cache-private";
import { answerWhenUnreachable, ROUTE_MANIFEST_PATH } from "./offline-answer";
import { OFFLINE_PATH } from "./offline-path";
import { listenForImageWarming } from "./warm-images";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const DAY = 24 * 60 * 60;

// Hashed scripts, styles and fonts of the public site, and the offline page: cache-first.
// scripts/build-service-worker.mjs writes the list in here at build time.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const pages = new NetworkFirst({
  cacheName: "pages",
  // On a poor connection the last copy is better than a blank screen.
  networkTimeoutSeconds: 3,
  plugins: [neverCachePrivate, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * DAY })],
});

const images = new StaleWhileRevalidate({
  cacheName: "images",
  plugins: [
    neverCachePrivate,
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
  ],
});

const assets = new CacheFirst({
  cacheName: "assets",
  plugins: [neverCachePrivate, new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 365 * DAY })],
});

// Our own router (not the default one) so that it can also answer CACHE_URLS: the page asks
// for the pages it loaded before this worker controlled it, and they go through the same
// routes, so the same rules apply.
const router = new Router();
const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Personal and staff pages: always the network, never stored; offline they get the offline page.
router.registerRoute(
  new Route(
    ({ request, url }) =>
      request.mode === "navigate" && sameOrigin(url) && isPrivatePath(url.pathname),
    new NetworkOnly(),
  ),
);
// Pages, and React Router's data and route-manifest requests for client-side navigation.
// (A page the worker is asked to cache with CACHE_URLS arrives as a plain request for HTML.)
router.registerRoute(
  new Route(
    ({ request, url }) =>
      sameOrigin(url) &&
      !isPrivatePath(url.pathname) &&
      (request.mode === "navigate" ||
        request.headers.get("Accept") === "text/html" ||
        url.pathname.endsWith(".data") ||
        url.pathname === ROUTE_MANIFEST_PATH),
    pages,
  ),
);
router.registerRoute(
  new Route(
    ({ request, url }) =>
      request.destination === "image" && sameOrigin(url) && !isPrivatePath(url.pathname),
    images,
  ),
);
router.registerRoute(
  new Route(({ url }) => sameOrigin(url) && url.pathname.startsWith("/assets/"), assets),
);

router.setCatchHandler(({ request }) =>
  answerWhenUnreachable(request, () => matchPrecache(OFFLINE_PATH)),
);

router.addFetchListener();
router.addCacheListener();
listenForImageWarming(images);

// A new worker waits until the visitor chooses "Reload" (the page then sends SKIP_WAITING);
// the very first one takes control at once, so the first visit is already cached.
self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") void self.skipWaiting();
});
clientsClaim();

self.addEventListener("activate", (event) => {
  // Lets the page request start while the worker boots; the strategies use it.
  if (self.registration.navigationPreload) {
    event.waitUntil(self.registration.navigationPreload.enable());
  }
});
