/**
 * What the page and the worker say to each other. SKIP_WAITING is workbox-window's own
 * message; CACHE_URLS is workbox-routing's (the page asks for the pages it loaded before the
 * worker controlled it).
 */
export const WARM_IMAGES = "WARM_IMAGES";

/** The worker takes at most this many image addresses from one message. */
export const MAX_WARM_IMAGES = 24;

export interface WarmImagesMessage {
  type: typeof WARM_IMAGES;
  urls: string[];
}
