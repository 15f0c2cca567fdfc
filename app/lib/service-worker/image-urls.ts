import { isPrivatePath } from "~/shared/routing/private-paths";
import { MAX_WARM_IMAGES } from "./messages";

/**
 * The image addresses from a warming message that the worker will fetch: our own origin,
 * an image file, not a private address, each once, at most MAX_WARM_IMAGES. Anything else a
 * page (or a script injected into one) sends is ignored.
 */
export function imageUrlsToWarm(urls: readonly unknown[], origin: string): string[] {
  const wanted = new Set<string>();
  for (const value of urls) {
    if (typeof value !== "string") continue;
    let url: URL;
    try {
      url = new URL(value, origin);
    } catch {
      continue;
    }
    if (url.origin !== origin || isPrivatePath(url.pathname)) continue;
    if (!/\.(svg|png|jpe?g|webp|avif|gif)$/i.test(url.pathname)) continue;
    wanted.add(url.href);
    if (wanted.size >= MAX_WARM_IMAGES) break;
  }
  return [...wanted];
}
