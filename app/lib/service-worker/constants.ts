/** Raised on window when a new version of the worker is installed and waiting (docs/requirements.md, "The service worker"). */
export const UPDATE_AVAILABLE_EVENT = "update-available";

export const SERVICE_WORKER_URL = "/service-worker.js";

/** Spec §9: look for a new version every 4 hours, and whenever the tab becomes visible. */
export const UPDATE_CHECK_INTERVAL_MS = 4 * 60 * 60 * 1000;

/** Spec §7: only over https, or on this machine while developing and testing. */
export function canUseServiceWorker(location: Pick<Location, "protocol" | "hostname">): boolean {
  if (location.protocol === "https:") return true;
  return ["localhost", "127.0.0.1", "[::1]"].includes(location.hostname);
}
