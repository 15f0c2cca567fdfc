import { lazy, Suspense, useEffect, useState } from "react";
import { canUseServiceWorker, UPDATE_AVAILABLE_EVENT } from "~/lib/service-worker/constants";

// The toast (and Radix with it) is fetched only when there is an update to announce.
const UpdateToast = lazy(() => import("./update-toast"));

/**
 * Registers the service worker once the page has loaded (production builds, https or
 * localhost only) and shows one "new version" toast when it raises update-available.
 */
export function ServiceWorkerUpdates() {
  const [state, setState] = useState<"none" | "available" | "dismissed">("none");

  useEffect(() => {
    const onUpdate = () => setState((s) => (s === "none" ? "available" : s));
    window.addEventListener(UPDATE_AVAILABLE_EVENT, onUpdate);
    return () => window.removeEventListener(UPDATE_AVAILABLE_EVENT, onUpdate);
  }, []);

  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    if (!canUseServiceWorker(window.location)) return;
    // After load, so the worker's downloads never compete with the page's own.
    const start = () => {
      import("~/lib/service-worker/register")
        .then(({ registerServiceWorker }) => registerServiceWorker())
        .catch((error: unknown) => console.warn("Service worker not registered", error));
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
  }, []);

  if (state !== "available") return null;
  return (
    <Suspense fallback={null}>
      <UpdateToast onDismiss={() => setState("dismissed")} />
    </Suspense>
  );
}
