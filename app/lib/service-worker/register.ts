import type { Workbox } from "workbox-window";
import { isPrivatePath } from "~/shared/routing/private-paths";
import { SERVICE_WORKER_URL, UPDATE_AVAILABLE_EVENT, UPDATE_CHECK_INTERVAL_MS } from "./constants";
import { WARM_IMAGES, type WarmImagesMessage } from "./messages";

let workbox: Workbox | undefined;
let updateAnnounced = false;
let reloading = false;

function announceUpdate() {
  if (updateAnnounced) return;
  updateAnnounced = true;
  window.dispatchEvent(new Event(UPDATE_AVAILABLE_EVENT));
}

/**
 * Images below the fold (ContentImage marks them loading="lazy"). The worker fetches those it
 * does not hold yet, so they show at once when scrolled to, on the next visit, and offline.
 */
function belowTheFoldImages(): string[] {
  return [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')].map(
    (img) => img.currentSrc || img.src,
  );
}

async function sendToActiveWorker(message: unknown) {
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage(message);
}

/**
 * Registers /service-worker.js with workbox-window and wires the spec's behaviour: update
 * checks, the update-available event, one reload when a new worker takes control, and the
 * image-warming message. Called once, after the page has loaded.
 */
export async function registerServiceWorker(): Promise<void> {
  if (workbox) return;
  const { Workbox } = await import("workbox-window");
  const wb = new Workbox(SERVICE_WORKER_URL, { scope: "/" });
  workbox = wb;
  const controlledAtLoad = Boolean(navigator.serviceWorker.controller);

  // "waiting" also fires when a new worker was already waiting from an earlier visit.
  wb.addEventListener("waiting", announceUpdate);
  wb.addEventListener("installed", (event) => {
    if (event.isUpdate) announceUpdate();
  });

  // A new worker took over (this tab's Reload, or another tab's): the page's scripts belong to
  // the old release, so load it afresh, once. The very first worker taking control is not an
  // update and reloads nothing; the flag stops a second reload while the first is under way.
  let controller = navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    const replaced = controller !== null;
    controller = navigator.serviceWorker.controller;
    if (!replaced || reloading) return;
    reloading = true;
    window.location.reload();
  });

  const registration = await wb.register();
  // Registration can be refused (private browsing, a test harness that blocks workers).
  if (!registration) return;

  window.setInterval(() => void wb.update(), UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void wb.update();
  });

  // This page loaded before any worker controlled it, so it is not in the page cache yet.
  if (!controlledAtLoad && !isPrivatePath(window.location.pathname)) {
    await sendToActiveWorker({
      type: "CACHE_URLS",
      payload: { urlsToCache: [[window.location.href, { headers: { Accept: "text/html" } }]] },
    });
  }
  const urls = belowTheFoldImages();
  if (urls.length > 0) {
    await sendToActiveWorker({ type: WARM_IMAGES, urls } satisfies WarmImagesMessage);
  }
}

/** The toast's Reload: ask the waiting worker to take over; controllerchange then reloads. */
export function activateWaitingWorker(): void {
  if (workbox) workbox.messageSkipWaiting();
  else window.location.reload();
}
