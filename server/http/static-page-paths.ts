import { areas } from "~/config/firm";

/**
 * Pages whose loaders read no database and nothing from the request: rendered once per
 * process (see static-pages.ts). A page that starts reading the database must leave this list,
 * or visitors would see it as it was at start-up.
 */
export const staticPagePaths: ReadonlySet<string> = new Set([
  "/about",
  "/about/more",
  "/services",
  "/compliance",
  "/legal/privacy-policy",
  "/legal/terms",
  "/complaints",
  "/offline",
  ...areas.map((a) => `/locations/${a.slug}`),
]);

/**
 * Pages that read the database but show every visitor the same thing (no forms with
 * per-visitor tokens, nothing from the request but the path). Kept for a moment and shared
 * between visitors who are not signed in (ADR 010). /contact and /consultation are not here:
 * their forms carry a fresh bot-check token, and the booking page shows live free times.
 */
const sharedDatabasePages = [
  /^\/$/,
  /^\/about\/team$/,
  /^\/team\/[a-z0-9-]+$/,
  /^\/insights$/,
  /^\/insights\/[a-z0-9-]+$/,
  /^\/services\/[a-z0-9-]+$/,
  /^\/services\/conveyancing\/[a-z0-9-]+$/,
  /^\/locations\/[a-z0-9-]+\/[a-z0-9-]+$/,
  /^\/compliance\/[a-z0-9-]+$/,
  /^\/sitemap$/,
];

export function isSharedDatabasePage(path: string): boolean {
  return !staticPagePaths.has(path) && sharedDatabasePages.some((pattern) => pattern.test(path));
}
