import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import type { Logger } from "../logger";
import { loggablePath } from "./redact-secrets";

const safeRequestId = /^[A-Za-z0-9_-]{8,64}$/;

/** A well-formed X-Request-Id from the load balancer is kept; anything else gets a new one. */
export function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && safeRequestId.test(incoming) ? incoming : randomUUID();
}

/** pino-http's message for an answered request, which the kept pages' own path writes too. */
export const REQUEST_COMPLETED = "request completed";

/**
 * One JSON line per request, with a request id that every later log line of the request
 * carries (req.log). Only the path is logged, with any secret in it replaced (loggablePath):
 * query strings can hold e-mail addresses, and manage and set-password links are keys.
 */
export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const id = requestIdFor(req);
      res.setHeader("X-Request-Id", id);
      return id;
    },
    autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
    serializers: {
      req: (req: { id: string; method: string; url: string; originalUrl?: string }) => ({
        id: req.id,
        method: req.method,
        path: loggablePath(req.originalUrl ?? req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel(_req, res, err) {
      if (err || res.statusCode >= 500) return "error";
      if (res.statusCode >= 400) return "warn";
      return "info";
    },
  });
}
