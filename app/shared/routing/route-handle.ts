import type { PageKind } from "./page-kinds";

/**
 * What a route module declares about itself, as `export const handle: RouteHandle`; every
 * route module has one, resource routes included (app/routes.test.ts). The server reads it
 * from the build (server/http/route-handles.ts); the browser, which has no route table on a
 * reading page, reads the lists scripts/generate-route-lists.ts writes from it (ADR 017).
 */
export interface RouteHandle {
  /**
   * A reading page is rendered on the server and ships no React or React Router code, only
   * the enhancement script; a working page hydrates (docs/principles.md, principle 1; ADR 020).
   * A resource route (a file, a feed, a form's end point) draws no page at all.
   */
  kind: PageKind | "resource";
  /**
   * The answer belongs to one person (their session, their booking, the staff area): the
   * server marks it `private, no-store`, the service worker never stores it and links to it
   * are never prefetched. Holds for every route nested inside this one as well.
   */
  private?: true;
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
    if (kind === "reading" || kind === "working") return kind;
  }
  return "reading";
}
