import { workingRoutePatterns } from "~/generated/route-lists";
import { matchesAnyRoutePattern } from "./route-patterns";

/**
 * Reading pages ship no framework JavaScript; working pages hydrate (docs/principles.md
 * principle 1). Each route module declares its kind in `handle.kind`; the working pages'
 * addresses are generated from those handles (app/generated/route-lists.ts), so a link can
 * tell, in the browser and before the target's code is loaded, whether following it is a
 * client-side navigation (working → working) or a full page load. app/routes.test.ts checks
 * every route's address against its handle.
 */
export type PageKind = "reading" | "working";

export function pageKindOf(pathname: string): PageKind {
  return matchesAnyRoutePattern(workingRoutePatterns, pathname) ? "working" : "reading";
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
