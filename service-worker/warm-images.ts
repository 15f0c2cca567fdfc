import type { Strategy } from "workbox-strategies";
import { imageUrlsToWarm } from "~/lib/service-worker/image-urls";
import { WARM_IMAGES, type WarmImagesMessage } from "~/lib/service-worker/messages";

declare const self: ServiceWorkerGlobalScope;

function isWarmImagesMessage(data: unknown): data is WarmImagesMessage {
  const message = data as Partial<WarmImagesMessage> | null;
  return message?.type === WARM_IMAGES && Array.isArray(message.urls);
}

/**
 * The page sends the addresses of the images below the fold once it has loaded; fetching
 * them now, through the image strategy, means they appear at once when scrolled to (and
 * offline). The strategy's expiration plugin keeps the cache bounded in count and age.
 */
export function listenForImageWarming(strategy: Strategy): void {
  self.addEventListener("message", (event) => {
    if (!isWarmImagesMessage(event.data)) return;
    const urls = imageUrlsToWarm(event.data.urls, self.location.origin);
    event.waitUntil(
      (async () => {
        const cache = await caches.open(strategy.cacheName);
        for (const url of urls) {
          if (await cache.match(url)) continue;
          await strategy.handle({ request: new Request(url), event }).catch(() => undefined);
        }
      })(),
    );
  });
}
