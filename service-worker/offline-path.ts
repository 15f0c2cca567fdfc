/** Precached at install, shown for any page that cannot be fetched or found in the cache. */
export const OFFLINE_PATH = "/offline";
