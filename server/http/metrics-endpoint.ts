import { Router } from "express";
import type { Registry } from "prom-client";
import { sameSecret } from "../security/tokens/hash-token";

/** Compared by the token module, so neither the token's content nor its length leaks. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (\S+)$/.exec(header ?? "")?.[1] ?? "";
  return sameSecret(given, token);
}

/**
 * GET /metrics in the Prometheus text format, for the firm's monitoring only: without the
 * right bearer token it answers 404, as if there were nothing here. Never cached.
 */
export function metricsRouter(deps: { token: string; registry: Registry }): Router {
  const router = Router();
  router.get("/metrics", async (req, res, next) => {
    res.set("Cache-Control", "private, no-store");
    if (!bearerMatches(req.headers.authorization, deps.token)) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    try {
      const body = await deps.registry.metrics();
      res.type(deps.registry.contentType).send(body);
    } catch (err) {
      next(err);
    }
  });
  return router;
}
