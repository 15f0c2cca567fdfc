/**
 * The attribute SiteLink puts on a link that React Router will follow in the browser. Such a
 * link is rendered with `discover="none"`, so a page does not ask for its links' routes as soon
 * as it hydrates: it asks for one when someone points at, touches or tabs to its link.
 */
export const DISCOVER_ON_INTENT = "data-discover-on-intent";

/** The attribute React Router's lazy route discovery watches (and its value for "look me up"). */
const REACT_ROUTER_DISCOVER = "data-discover";

/** A pointer over a link (a mouse's hover, or the first moment of a touch or a pen) and focus. */
const INTENT_EVENTS = ["pointerover", "focusin"] as const;

/**
 * Why not at once, as React Router does by default (ADR 038): adding the routes it learns
 * re-renders the whole page (the router's state changes, and every link reads it), and on a
 * freshly hydrated page that render and its commit were among the longest tasks a phone ran
 * before anyone touched the page. Learnt at the first sign of intent, the route is usually in
 * place before the click; if it is not, React Router asks for it on the click itself.
 *
 * Marks the link as React Router's observer expects (`data-discover`), so its own debounced
 * lookup, cache and version handling do the rest. Returns a function that stops listening.
 */
export function discoverRoutesOnIntent(doc: Document): () => void {
  const onIntent = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const link = target.closest(`a[${DISCOVER_ON_INTENT}]`);
    if (link && !link.hasAttribute(REACT_ROUTER_DISCOVER)) {
      link.setAttribute(REACT_ROUTER_DISCOVER, "true");
    }
  };
  for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, { capture: true });
  return () => {
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, { capture: true });
  };
}
