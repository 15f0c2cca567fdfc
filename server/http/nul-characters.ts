import type { RequestHandler } from "express";

/**
 * PostgreSQL text cannot hold U+0000, so a NUL that reaches a query fails it (a 500). No person
 * types one; requests carrying one are refused at the boundary (issue 27, found by the fuzz
 * suite): an address here, before any page, kept page or API route runs; a form body in
 * app/lib/forms; a JSON body in api/index.ts.
 */
export function refuseNulInAddress(): RequestHandler {
  return (req, res, next) => {
    if (!addressHasNul(req.originalUrl)) {
      next();
      return;
    }
    req.log.info({ event: "request.nul" }, "address with a NUL refused");
    const message = "The address holds a character we cannot accept (NUL).";
    if (req.path.startsWith("/api/")) res.status(400).json({ message });
    // A page's refusal is the site's page (server/app.ts's error handler draws it).
    else next(Object.assign(new Error(message), { status: 400 }));
  };
}

export function addressHasNul(url: string): boolean {
  return /%00/i.test(url) || url.includes("\u0000");
}

/** Whether a parsed JSON body holds a NUL in any string, key or value, at any depth. */
export function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).some(
      ([key, inner]) => key.includes("\u0000") || containsNul(inner),
    );
  }
  return false;
}
