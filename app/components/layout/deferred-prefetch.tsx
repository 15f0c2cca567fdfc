import { useEffect, useState } from "react";
import { PrefetchPageLinks } from "react-router";
import { PREFETCH_DELAY_MS, prefetchAfterLoad } from "~/config/navigation";

/**
 * A second after the first load, fetch the modules and data of the pages most visitors open
 * next, so those navigations are instant without slowing the first paint.
 */
export function DeferredPrefetch() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  // Offline, the requests could only fail.
  if (!ready || !navigator.onLine) return null;
  return (
    <>
      {prefetchAfterLoad.map((page) => (
        <PrefetchPageLinks key={page} page={page} />
      ))}
    </>
  );
}
