import { PREFETCH_DELAY_MS, prefetchAfterLoad } from "~/config/navigation";
import { isPrivatePath, privatePatterns } from "~/shared/routing/private-paths";
import { onFirstIntent, whenLoadedAndIdle } from "./when-idle";

/**
 * A route pattern in the URL Pattern syntax speculation rules use, which has `:name` too but
 * whose final `*` needs the slash before it: "/admin/*" there leaves "/admin" itself out.
 */
function urlPatternsOf(pattern: string): string[] {
  return pattern.endsWith("/*") ? [pattern.slice(0, -"/*".length) || "/", pattern] : [pattern];
}

/**
 * The speculation rules for every page: same-origin links outside the private paths are
 * prefetched when a visitor shows intent (hover, or pointer down on touch: "moderate").
 * Prefetch only, never prerender: prerendering a working page would run its code and spend
 * its bot-check token. No `selector_matches`: it makes Chrome match selectors against every
 * link, and the only download links (a booking's invite, the admin's export) are under the
 * private paths already.
 */
export function speculationRules() {
  return {
    prefetch: [
      {
        where: {
          and: [
            { href_matches: "/*" },
            { not: { href_matches: privatePatterns.flatMap(urlPatternsOf) } },
          ],
        },
        eagerness: "moderate",
      },
    ],
  };
}

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
 * Spec: /about, /services and /contact are fetched a second after load. Other links are left
 * to the browser's speculation rules, or, where it has none, prefetched on hover or focus.
 */
export function startPrefetch(doc: Document = document, nonce = ""): void {
  const win = doc.defaultView;
  if (!win) return;
  // A second after load, not after this script: it is async and can run long before load.
  whenLoadedAndIdle(win, () =>
    win.setTimeout(() => {
      // Offline, the requests could only fail.
      if (!win.navigator.onLine) return;
      for (const page of prefetchAfterLoad) {
        if (page !== doc.location.pathname) addPrefetchLink(doc, page);
      }
    }, PREFETCH_DELAY_MS),
  );

  if (win.HTMLScriptElement.supports?.("speculationrules")) {
    // At the first sign of a visitor (pointer, touch, key, scroll), not at load: on a long page
    // Chrome matches the rules against every link in one task of 50 ms or more (measured by
    // Lighthouse), and "moderate" rules act only on a hover or a press, which come later.
    onFirstIntent(win, () => {
      const rules = doc.createElement("script");
      rules.type = "speculationrules";
      // The CSP allows inline scripts only with the page's nonce; rules are scripts to it.
      rules.nonce = nonce;
      rules.textContent = JSON.stringify(speculationRules());
      doc.head?.append(rules);
    });
    return;
  }
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.("a[href]");
    if (!(link instanceof win.HTMLAnchorElement) || link.hasAttribute("download")) return;
    const url = new URL(link.href, doc.baseURI);
    if (isPrefetchable(url, doc)) addPrefetchLink(doc, url.pathname + url.search);
  };
  doc.addEventListener("pointerover", onIntent);
  doc.addEventListener("focusin", onIntent);
}
