/** Marks the box the SRA's badge frame goes in; its value is "shown" once the frame is in. */
export const SRA_BADGE_SLOT = "data-sra-badge";

/**
 * How near the viewport the box must come before the frame goes in: about a phone screen, so
 * the badge is there by the time someone scrolls to it.
 */
export const SRA_BADGE_MARGIN = "800px 0px";

function insertFrame(slot: HTMLElement): void {
  // A watch begun before React set the box's content again may fire after a new one.
  if (slot.querySelector("iframe")) return;
  const doc = slot.ownerDocument;
  const frameHtml = slot.querySelector("noscript")?.textContent ?? "";
  const template = doc.createElement("template");
  template.innerHTML = frameHtml;
  const frame = template.content.querySelector("iframe");
  if (frame) slot.append(frame);
}

/**
 * Puts the badge's frame in its box once the box comes within `SRA_BADGE_MARGIN` of the
 * viewport (at once where the browser cannot tell). Safe to call more than once for a box: the
 * enhancement script calls it on every page, and the footer's component again when React
 * mounts a footer of its own.
 */
export function showSraBadgeWhenNear(slot: HTMLElement): void {
  if (slot.getAttribute(SRA_BADGE_SLOT) !== "") return;
  slot.setAttribute(SRA_BADGE_SLOT, "watched");
  const win = slot.ownerDocument.defaultView;
  if (!win || typeof win.IntersectionObserver !== "function") {
    slot.setAttribute(SRA_BADGE_SLOT, "shown");
    insertFrame(slot);
    return;
  }
  const observer = new win.IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      slot.setAttribute(SRA_BADGE_SLOT, "shown");
      insertFrame(slot);
    },
    { rootMargin: SRA_BADGE_MARGIN },
  );
  observer.observe(slot);
}

/**
 * Every badge box on the page (the footer has one). The enhancement script is async and can
 * run before the parser reaches the footer, so while the page is loading it waits for the
 * document to be parsed.
 */
export function showSraBadgesWhenNear(doc: Document): void {
  const showAll = () => {
    for (const slot of doc.querySelectorAll<HTMLElement>(`[${SRA_BADGE_SLOT}]`)) {
      showSraBadgeWhenNear(slot);
    }
  };
  if (doc.readyState === "loading") {
    doc.addEventListener("DOMContentLoaded", showAll, { once: true });
  } else showAll();
}
