import type { RequestHandler } from "express";
import type { AppMetrics } from "../ops/metrics/app-metrics";
import { routeOf } from "./route-patterns";

/** Counts and times every response by method, route pattern and status, once it is sent. */
export function requestMetrics(
  metrics: AppMetrics,
  pagePattern: ((path: string) => string) | undefined,
): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.observeRequest(
        { method: req.method, route: routeOf(req, res, pagePattern), status: res.statusCode },
        seconds,
      );
    });
    next();
  };
}
