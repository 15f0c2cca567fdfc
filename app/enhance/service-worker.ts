import type { Notice } from "~/lib/notices";
import { canUseServiceWorker, UPDATE_AVAILABLE_EVENT } from "~/lib/service-worker/constants";
import { activateWaitingWorker, registerServiceWorker } from "~/lib/service-worker/register";
import { whenLoadedAndIdle } from "./when-idle";

export const updatePrompt: Notice = {
  title: "A new version of this site is available",
  action: {
    label: "Reload",
    altText: "Reload the page to use the new version",
    run: activateWaitingWorker,
  },
};

/**
 * Registers the service worker once the page has loaded (https or this machine only) and
 * raises the update prompt, once, when a new version is waiting (docs/requirements.md, "The service worker").
 */
export function startServiceWorker(show: (notice: Notice) => void, win: Window = window): void {
  if (!("serviceWorker" in win.navigator) || !canUseServiceWorker(win.location)) return;
  let announced = false;
  win.addEventListener(UPDATE_AVAILABLE_EVENT, () => {
    if (announced) return;
    announced = true;
    show(updatePrompt);
  });
  // After load, so the worker's downloads never compete with the page's own.
  whenLoadedAndIdle(win, () => {
    registerServiceWorker().catch((error: unknown) =>
      console.warn("Service worker not registered", error),
    );
  });
}
