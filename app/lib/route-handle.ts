import type { PageKind } from "./page-kinds";

/**
 * What a route module declares about itself, as `export const handle: RouteHandle`. The server
 * reads it from the build once (server/http/route-handles.ts), so there is no second route
 * table to keep in step.
 */
export interface RouteHandle {
  /**
   * A reading page is rendered on the server and ships no React or React Router code, only
   * the enhancement script; a working page hydrates (ARCHITECTURE.md principle 1, ADR 020).
   * `app/lib/page-kinds.ts` says the same for addresses, and a test keeps the two in step.
   */
  kind: PageKind;
  /**
   * How the server may keep one render of the page for every visitor who is not signed in:
   * - `release`: the page reads no database and nothing from the request, so one render
   *   lasts the process (ADR 004);
   * - `shared`: it reads the database but shows every visitor the same, so one render lasts
   *   until the database announces a change (ADR 012).
   * Left out, every request renders.
   */
  cache?: "release" | "shared";
  /**
   * The query parameters the page reads. A request with any of them renders afresh; any other
   * parameter (utm_source, gclid, fbclid…) cannot change the page, so the kept render answers.
   */
  query?: readonly string[];
}

/** The kind of the page a set of matches draws: the deepest route that says. */
export function pageKindOfMatches(matches: ReadonlyArray<{ handle?: unknown }>): PageKind {
  for (let i = matches.length - 1; i >= 0; i--) {
    const kind = (matches[i]?.handle as RouteHandle | undefined)?.kind;
    if (kind) return kind;
  }
  return "reading";
}
