import type { RequestHandler } from "express";
import onHeaders from "on-headers";
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
