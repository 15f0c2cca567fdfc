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
