import type { WorkboxPlugin } from "workbox-core";
import { isPrivatePath, isStorableResponse } from "~/shared/routing/private-paths";

/**
 * The last word before anything is written to a runtime cache: only complete, successful,
 * same-origin answers that the server did not mark personal. Routes already skip private
 * addresses; this holds even if a route were added carelessly.
 */
export const neverCachePrivate: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    const url = new URL(request.url);
    if (url.origin !== self.location.origin) return null;
    if (isPrivatePath(url.pathname)) return null;
    if (response.status !== 200 || response.type === "opaque") return null;
    if (!isStorableResponse(response.headers)) return null;
    return response;
  },
};
