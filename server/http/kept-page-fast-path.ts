import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { isPrivatePath } from "~/shared/routing/private-paths";
import type { Logger } from "../logger";
import { cacheControlFor } from "./cache-policy";
import { preferredEncoding } from "./preferred-encoding";
import { loggablePath } from "./redact-secrets";
import { REQUEST_COMPLETED, requestIdFor } from "./request-logging";
import { keptBody, type RenderedPage, type StaticPages } from "./static-pages";

/** Told about every answer this path gives, as the request metrics are for Express's. */
export type ObserveAnswer = (method: string, path: string, status: number, seconds: number) => void;

/**
 * A kept page's headers, worked out once per copy and encoding, without Content-Length: the
 * brotli body is made again at its best quality after the copy is first sent
 * (kept-compression.ts), so its length is read from the body sent each time.
 */
interface PreparedHeaders {
  notModified: OutgoingHttpHeaders;
  br: OutgoingHttpHeaders;
  gzip: OutgoingHttpHeaders;
  identity: OutgoingHttpHeaders;
}

/**
 * Answers a request for a kept page straight from memory, before Express's router, helmet,
 * pino-http and the compression middleware run for it (ADR 036 item 7): under load those cost
 * two thirds of the time of sending a page that is already made and compressed. It answers only
 * what Express would answer with the same bytes and headers (a GET or HEAD with no query string
 * for a copy already rendered, current and fresh, for someone the cache may answer) and returns
 * false for everything else, which Express then handles as before.
 *
 * What it writes is what the Express path writes: the security headers are read from helmet
 * (fixedSecurityHeaders), Cache-Control comes from the same policy, the log line has pino-http's
 * shape and the metrics the same labels; tests/integration/kept-page-fast-path.test.ts compares
 * the two paths' answers for every kept page.
 */
export function createKeptPageFastPath(deps: {
  /** The caches made when the app was created (none in development). */
  caches: readonly StaticPages[];
  securityHeaders: readonly [string, string][];
  logger: Logger;
  observe?: ObserveAnswer;
}): (req: IncomingMessage, res: ServerResponse) => boolean {
  const prepared = new WeakMap<RenderedPage, PreparedHeaders>();

  function headersFor(page: RenderedPage, path: string, cacheControl: string): PreparedHeaders {
    const known = prepared.get(page);
    if (known) return known;
    const common: OutgoingHttpHeaders = Object.fromEntries(deps.securityHeaders);
    if (isPrivatePath(path)) common["X-Robots-Tag"] = "noindex, nofollow";
    common["Content-Security-Policy"] = page.policy;
    common.ETag = page.etag;
    common["Cache-Control"] = cacheControlFor({
      path,
      status: 200,
      signedIn: false,
      setsCookie: false,
      cacheControl,
    });
    const full = (encoding?: "br" | "gzip"): OutgoingHttpHeaders => ({
      ...common,
      Vary: "Accept-Encoding",
      "Content-Type": page.contentType,
      ...(encoding ? { "Content-Encoding": encoding } : {}),
    });
    const made: PreparedHeaders = {
      notModified: common,
      br: full("br"),
      gzip: full("gzip"),
      identity: full(),
    };
    prepared.set(page, made);
    return made;
  }

  return (req, res) => {
    const started = process.hrtime.bigint();
    const method = req.method;
    const path = req.url;
    if ((method !== "GET" && method !== "HEAD") || !path || path.includes("?")) return false;
    let page: RenderedPage | undefined;
    let cache: StaticPages | undefined;
    for (const candidate of deps.caches) {
      page = candidate.ready(req, path);
      if (page) {
        cache = candidate;
        break;
      }
    }
    if (!page || !cache) return false;
    const condition = req.headers["if-none-match"];
    // Only the exact ETag is answered here; a list or `*` goes to Express's own freshness check.
    if (condition !== undefined && condition !== page.etag) return false;

    const headers = headersFor(page, path, cache.cacheControl);
    const id = requestIdFor(req);
    let status: number;
    if (condition !== undefined) {
      status = 304;
      res.writeHead(status, { ...headers.notModified, "X-Request-Id": id });
      res.end();
    } else {
      status = 200;
      const encoding = preferredEncoding(req);
      const body = keptBody(page, encoding);
      res.writeHead(status, {
        ...headers[encoding ?? "identity"],
        "Content-Length": body.length,
        "X-Request-Id": id,
      });
      if (method === "HEAD") res.end();
      else res.end(body);
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    deps.logger.info(
      {
        req: { id, method, path: loggablePath(path) },
        res: { statusCode: status },
        responseTime: Math.round(seconds * 1000),
      },
      REQUEST_COMPLETED,
    );
    deps.observe?.(method, path, status, seconds);
    return true;
  };
}
