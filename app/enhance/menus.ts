/**
 * The header menus are `<details data-menu>` disclosures, so they open and close with no script
 * at all. This adds what HTML cannot (WAI-ARIA APG "disclosure navigation"): Escape closes the
 * open menu and returns focus to its summary; a click outside, or focus leaving the menu,
 * closes it; following a link closes it; one menu open at a time. `<summary>` keeps its native
 * expanded state, so nothing here sets aria-expanded.
 *
 * Listeners sit on the document (event delegation), so the same code serves reading pages and
 * hydrated working pages, whatever React renders or re-renders inside the header.
 */
const MENU = "details[data-menu]";

function openMenus(doc: Document): HTMLDetailsElement[] {
  return [...doc.querySelectorAll<HTMLDetailsElement>(`${MENU}[open]`)];
}

function close(menu: HTMLDetailsElement, returnFocus = false) {
  menu.open = false;
  if (returnFocus) menu.querySelector<HTMLElement>("summary")?.focus();
}

export function enhanceMenus(doc: Document = document): () => void {
  const onToggle = (event: Event) => {
    const menu = event.target;
    if (!(menu instanceof HTMLDetailsElement) || !menu.matches(MENU) || !menu.open) return;
    for (const other of openMenus(doc)) if (other !== menu) close(other);
  };

  const onKeydown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    const active = doc.activeElement;
    for (const menu of openMenus(doc)) close(menu, menu.contains(active) || active === doc.body);
  };

  // A pointer going down, or focus arriving, anywhere outside an open menu closes it.
  const onElsewhere = (event: Event) => {
    const target = event.target as Node | null;
    for (const menu of openMenus(doc)) if (!target || !menu.contains(target)) close(menu);
  };

  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.("a[href]");
    const menu = link?.closest<HTMLDetailsElement>(MENU);
    if (menu?.open) close(menu);
  };

  // Menus close as the page is left, so one kept in the back/forward cache comes back closed.
  // (Not on pageshow: a listener there would run inside the browser's load-time layout task.)
  const onPagehide = () => {
    for (const menu of openMenus(doc)) close(menu);
  };

  // One signal takes every listener off again (tests; a page that stops the script).
  const listening = new AbortController();
  const { signal } = listening;
  // `toggle` does not bubble: listen in the capture phase to see every menu's.
  doc.addEventListener("toggle", onToggle, { capture: true, signal });
  doc.addEventListener("keydown", onKeydown, { signal });
  doc.addEventListener("pointerdown", onElsewhere, { signal });
  doc.addEventListener("focusin", onElsewhere, { signal });
  doc.addEventListener("click", onClick, { signal });
  doc.defaultView?.addEventListener("pagehide", onPagehide, { signal });
  return () => listening.abort();
}
