import type { RequestHandler } from "express";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser says came from another site (CSRF), for the
 * JSON API and the page forms alike. Browsers send Origin on every POST; Sec-Fetch-Site is
 * the fallback. A request with neither comes from no browser, so no cookie can be abused.
 */
export function requireSameOrigin(siteUrl: string): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return (req, res, next) => {
    if (safeMethods.has(req.method)) {
      next();
      return;
    }
    const origin = req.headers.origin;
    const fetchSite = req.headers["sec-fetch-site"];
    const ownOrigin = `${req.protocol}://${req.get("host")}`;
    const allowed =
      origin !== undefined
        ? origin === siteOrigin || origin === ownOrigin
        : fetchSite === undefined || fetchSite === "same-origin" || fetchSite === "none";
    if (allowed) {
      next();
      return;
    }
    req.log.warn({ event: "csrf.refused", origin, fetchSite }, "cross-site request refused");
    const message = "This request came from another website, so we did not accept it.";
    if (req.path.startsWith("/api/")) res.status(403).json({ message });
    // A page's refusal is the site's page (server/app.ts's error handler draws it).
    else next(Object.assign(new Error(message), { status: 403 }));
  };
}
