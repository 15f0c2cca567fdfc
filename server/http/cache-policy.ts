import { isPrivatePath } from "~/shared/routing/private-paths";

export const PERSONAL = "private, no-store";
/** Rendered per request (database pages, 404s): a cache may keep it only if it asks first. */
export const REVALIDATE = "no-cache";

export interface ResponseFacts {
  path: string;
  status: number;
  /** The request came with a live session (someone is signed in). */
  signedIn: boolean;
  /** The response sets a cookie. */
  setsCookie: boolean;
  /** What the handler chose, if anything (hashed assets, prerendered pages, sitemap...). */
  cacheControl: string | undefined;
}

/**
 * The Cache-Control every response leaves with. Personal answers are never stored anywhere,
 * whatever the handler said; server errors are not stored; a handler's own choice stands
 * otherwise; everything else (pages rendered per request, not-found pages) may be stored
 * but is revalidated on every use, since it carries a per-response CSP nonce and live data.
 */
export function cacheControlFor(facts: ResponseFacts): string {
  if (isPrivatePath(facts.path) || facts.signedIn || facts.setsCookie) return PERSONAL;
  if (facts.status >= 500) return "no-store";
  return facts.cacheControl ?? REVALIDATE;
}
