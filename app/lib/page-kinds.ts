/**
 * Reading pages ship no framework JavaScript; working pages hydrate (ARCHITECTURE.md
 * principle 1). Each route module declares its kind in `handle.kind`; this list says the same
 * for addresses, so a link can tell, in the browser and before the target's code is loaded,
 * whether following it is a client-side navigation (working → working) or a full page load.
 * A unit test (page-kinds.test.ts) checks the two agree for every route.
 */
export type PageKind = "reading" | "working";

/** Working addresses: the page itself and everything below it. */
const workingTrees = ["/consultation", "/auth", "/account", "/admin"] as const;

/** Working addresses that are one page only (what lies below them reads). */
const workingPages = [
  "/contact",
  "/services/conveyancing/conveyancing-costs",
  "/services/conveyancing/stamp-duty-calculator",
] as const;

export function pageKindOf(pathname: string): PageKind {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if ((workingPages as readonly string[]).includes(path)) return "working";
  return workingTrees.some((tree) => path === tree || path.startsWith(`${tree}/`))
    ? "working"
    : "reading";
}

/**
 * Whether following a link from this page leaves the framework behind: a full page load
 * unless both pages are working pages of this site. Addresses with a scheme or host, and
 * file-like resources (`.ics`, `.xml`), always load in full.
 */
export function needsFullLoad(href: string, fromKind: PageKind): boolean {
  if (fromKind === "reading") return true;
  if (!href.startsWith("/") || href.startsWith("//")) return true;
  const pathname = href.split(/[?#]/)[0] ?? "/";
  if (/\.[a-z0-9]+$/i.test(pathname)) return true;
  return pageKindOf(pathname) === "reading";
}
