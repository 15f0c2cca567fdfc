import type { Request, RequestHandler, Response } from "express";
import { matchRoutes, type ServerBuild } from "react-router";
import { pagePathOf, routeTree } from "./route-handles";

/** The label for anything no route declares: one value, however many paths are made up. */
export const UNMATCHED = "unmatched";

/**
 * A path's React Router route pattern ("/insights/:slug"), never the path itself, so metrics
 * keep one series a route. The catch-all 404 routes count as unmatched.
 */
export function pagePatterns(build: ServerBuild): (path: string) => string {
  const tree = routeTree(build);
  return (path) => {
    const matches = matchRoutes(tree, pagePathOf(path));
    if (!matches) return UNMATCHED;
    const segments = matches.map((m) => m.route.path).filter((p): p is string => Boolean(p));
    if (segments.at(-1)?.includes("*")) return UNMATCHED;
    return `/${segments.join("/")}`.replace(/\/+/g, "/");
  };
}

/** Names the responses a middleware without routes answers (static files) for the metrics. */
export function labelIfAnswered(label: string, handler: RequestHandler): RequestHandler[] {
  return [
    (_req, res, next) => {
      res.locals.metricsRoute = label;
      next();
    },
    handler,
    (_req, res, next) => {
      // Reached only when the handler passed the request on: it was not this one's answer.
      res.locals.metricsRoute = undefined;
      next();
    },
  ];
}

/** The route a finished response is counted under. */
export function routeOf(
  req: Request,
  res: Response,
  pagePattern: ((path: string) => string) | undefined,
): string {
  const tagged = res.locals.metricsRoute;
  if (typeof tagged === "string") return tagged;
  // An Express route answered (the API, health, media): its own pattern. React Router's
  // handler is Express's catch-all, so its pages are named by React Router's own patterns.
  const route = req.route as { path?: unknown } | undefined;
  if (typeof route?.path === "string" && !route.path.includes("*")) {
    return `${req.baseUrl}${route.path}`;
  }
  return pagePattern ? pagePattern(req.path) : "page";
}
