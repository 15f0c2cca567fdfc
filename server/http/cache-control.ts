import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import { isPrivatePath } from "~/shared/routing/private-paths";
import { cacheControlFor } from "./cache-policy";

/**
 * Decides Cache-Control at the moment the headers are written, when the status, the cookies
 * being set and the signed-in user (known only after the session middleware) are all final.
 * Mounted before every handler, so no response escapes it.
 */
export function cacheControl(): RequestHandler {
  return (req, res, next) => {
    // Read now: routers mounted on a prefix (/api) shorten req.path while they run.
    const path = req.path;
    // Somebody's own pages (the staff area, an account, a booking's manage page) are never
    // for a search engine. robots.txt asks crawlers not to fetch them; this says not to list
    // them if they do (a page's own meta tag was lost where a child route replaced its meta).
    if (isPrivatePath(path)) res.setHeader("X-Robots-Tag", "noindex, nofollow");
    onHeaders(res, () => {
      const current = res.getHeader("Cache-Control");
      res.setHeader(
        "Cache-Control",
        cacheControlFor({
          path,
          status: res.statusCode,
          signedIn: Boolean(req.user),
          setsCookie: res.getHeader("Set-Cookie") !== undefined,
          cacheControl: current === undefined ? undefined : String(current),
        }),
      );
    });
    next();
  };
}
