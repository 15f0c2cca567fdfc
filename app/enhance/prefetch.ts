import { PREFETCH_DELAY_MS, prefetchAfterLoad } from "~/config/navigation";
import { isPrivatePath } from "~/shared/routing/private-paths";
import { speculationRulesText } from "~/shared/routing/speculation-rules";
import { onFirstIntent, whenIdle, whenLoadedAndIdle } from "./when-idle";

function addPrefetchLink(doc: Document, href: string) {
  if (doc.head.querySelector(`link[rel="prefetch"][href="${href}"]`)) return;
  const link = doc.createElement("link");
  link.rel = "prefetch";
  link.href = href;
  doc.head?.append(link);
}

function isPrefetchable(url: URL, doc: Document): boolean {
  return (
    url.origin === doc.location.origin &&
    url.pathname !== doc.location.pathname &&
    !isPrivatePath(url.pathname)
  );
}

/**
 * Inserts the speculation rules while the browser is online, and takes them out while it is
 * not: offline, a prefetch could only fail.
 */
function keepSpeculationRulesWhileOnline(doc: Document, win: Window, nonce: string): void {
  let rules: HTMLScriptElement | null = null;
  const insert = () => {
    if (rules?.isConnected) return;
    // A new element each time: a script element that has run never runs again.
    rules = doc.createElement("script");
    rules.type = "speculationrules";
    // Rules are scripts to the CSP: allowed by the page's nonce, or on a page kept for
    // everyone by their hash, which every policy names (speculationRulesText).
    rules.nonce = nonce;
    rules.textContent = speculationRulesText();
    doc.head?.append(rules);
  };
  // Removing the element withdraws its rules, and Chrome starts no prefetch from them.
  const withdraw = () => rules?.remove();
  if (win.navigator.onLine) insert();
  win.addEventListener("online", insert);
  win.addEventListener("offline", withdraw);
}

/**
 * Spec: /about, /services and /contact are fetched a second after load. Other links are left
 * to the browser's speculation rules, or, where it has none, prefetched on hover or focus.
 */
export function startPrefetch(doc: Document = document, nonce = ""): void {
  const win = doc.defaultView;
  if (!win) return;
  // A second after load, not after this script: it is async and can run long before load.
  // Each link in an idle moment of its own: a prefetch starts its request there and then (3-4 ms
  // a link on this machine), and the three together made one task of 9-14 ms, which
  // Lighthouse's simulation counts four times over (docs/performance.md, issue 31).
  whenLoadedAndIdle(win, () =>
    win.setTimeout(() => {
      for (const page of prefetchAfterLoad) {
        if (page === doc.location.pathname) continue;
        whenIdle(win, () => {
          // Offline, the requests could only fail.
          if (win.navigator.onLine) addPrefetchLink(doc, page);
        });
      }
    }, PREFETCH_DELAY_MS),
  );

  if (win.HTMLScriptElement.supports?.("speculationrules")) {
    // At the first sign of a visitor (pointer, touch, key, scroll), not at load: on a long page
    // Chrome matches the rules against every link in one task of 50 ms or more (measured by
    // Lighthouse), and "moderate" rules act only on a hover or a press, which come later.
    onFirstIntent(win, () => keepSpeculationRulesWhileOnline(doc, win, nonce));
    return;
  }
  const onIntent = (event: Event) => {
    if (!win.navigator.onLine) return;
    const link = (event.target as Element | null)?.closest?.("a[href]");
    if (!(link instanceof win.HTMLAnchorElement) || link.hasAttribute("download")) return;
    const url = new URL(link.href, doc.baseURI);
    if (isPrefetchable(url, doc)) addPrefetchLink(doc, url.pathname + url.search);
  };
  doc.addEventListener("pointerover", onIntent);
  doc.addEventListener("focusin", onIntent);
}
