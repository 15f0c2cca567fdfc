import { Router } from "express";

export interface HealthDeps {
  ping(): Promise<void>;
  isShuttingDown(): boolean;
}

const READY_TIMEOUT_MS = 2_000;

/** /healthz: the process is up. /readyz: it can serve traffic (database answers, not stopping). */
export function healthRouter(deps: HealthDeps): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (deps.isShuttingDown()) {
      res.status(503).json({ status: "shutting-down" });
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        deps.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error("timeout")), READY_TIMEOUT_MS);
        }),
      ]);
      res.json({ status: "ready" });
    } catch {
      res.status(503).json({ status: "database-unavailable" });
    } finally {
      clearTimeout(timer);
    }
  });
  return router;
}
