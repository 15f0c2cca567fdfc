import { writeReadableStreamToWritable } from "@react-router/node";
import type {
  Request as ExpressRequest,
  Response as ExpressResponse,
  RequestHandler,
} from "express";
import {
  type AppLoadContext,
  createRequestHandler as createRenderer,
  type ServerBuild,
} from "react-router";
import { BodyTooLargeError, bodyLimitFor, hasBody, readBodyWithin } from "./body-limits";
import { refusePageBody } from "./form-body-check";
import { createRenderTurns } from "./render-turns";

/** How long a page's turn waits for a slow reader before the next page may render (render-turns.ts). */
const SEND_TURN_MS = 1_000;

/** The page shown (inside the site's layout) for a body past its limit; see app/routes.ts. */
const tooLargePath = "/request-too-large";
/** The page shown with a 4xx: 400, 405 or 415 for a body no form sends (form-body-check.ts). */
const refusedPath = (status: number) => `/request-refused/${status}`;

interface Options {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  getLoadContext(req: ExpressRequest, res: ExpressResponse): AppLoadContext;
  /** How many pages render at once; the rest wait their turn (render-turns.ts). */
  concurrentRenders?: number;
}

/**
 * Express to React Router, like @react-router/express, except that a request's body is read
 * here, within its limit (body-limits.ts), before any action sees it: an action that calls
 * request.formData() can then never be handed 200 MB. A body past the limit gets 413 and the
 * site's "too large" page, and the connection is closed rather than read to its end. A method or
 * body no form sends gets 405, 415 or 400 and the site's page (form-body-check.ts).
 */
export function reactRouterHandler(options: Options): PageHandler {
  const handle = createRenderer(options.build, options.mode);
  const inItsTurn = createRenderTurns({
    atOnce: options.concurrentRenders ?? 4,
    turnMs: SEND_TURN_MS,
  });
  const render = (request: Request, context: AppLoadContext, res: ExpressResponse) =>
    inItsTurn({
      render: () => handle(request, context),
      send: (response) => send(res, response),
      gone: () => res.destroyed,
    });
  const page: RequestHandler = async (req, res, next) => {
    try {
      const url = requestUrl(req);
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const headers = toHeaders(req.headers);
      const init: RequestInit = {
        method: req.method,
        headers,
        signal: controller.signal,
      };
      let body: Uint8Array<ArrayBuffer> | undefined;
      if (hasBody(req)) {
        try {
          body = new Uint8Array(await readBodyWithin(req, bodyLimitFor(req)));
        } catch (err) {
          if (!(err instanceof BodyTooLargeError)) throw err;
          req.log?.warn({ limit: err.limit }, "request body too large");
          res.setHeader("Connection", "close");
          await render(
            new Request(new URL(tooLargePath, url)),
            options.getLoadContext(req, res),
            res,
          );
          return;
        }
      } else if (req.method !== "GET" && req.method !== "HEAD") {
        body = new Uint8Array(0);
      }
      const refusal = await refusePageBody(req.method, req.get("content-type"), body);
      if (refusal) {
        req.log?.info({ status: refusal.status }, "page request refused");
        if (refusal.status === 405) res.setHeader("Allow", refusal.allow);
        await render(
          new Request(new URL(refusedPath(refusal.status), url)),
          options.getLoadContext(req, res),
          res,
        );
        return;
      }
      // An empty post (no fields, so no type) reads as the empty form it is.
      if (body?.length === 0 && req.method === "POST" && !req.get("content-type")) {
        headers.set("Content-Type", "application/x-www-form-urlencoded");
      }
      if (body) init.body = body;
      await render(new Request(url, init), options.getLoadContext(req, res), res);
    } catch (error) {
      next(error);
    }
  };
  return Object.assign(page, {
    async sendStatusPage(req: ExpressRequest, res: ExpressResponse, status: number) {
      await render(
        new Request(new URL(refusedPath(status), requestUrl(req))),
        options.getLoadContext(req, res),
        res,
      );
    },
  });
}

export type PageHandler = RequestHandler & {
  /**
   * The site's page for a 4xx that Express raised before any page ran (a malformed address, a
   * cross-site post), so a person never sees a bare line of text.
   */
  sendStatusPage(req: ExpressRequest, res: ExpressResponse, status: number): Promise<void>;
};

function requestUrl(req: ExpressRequest): URL {
  // req.hostname honours X-Forwarded-Host only when the proxy is trusted.
  const host = req.get("host") ?? "localhost";
  const port = host.includes(":") ? host.slice(host.lastIndexOf(":")) : "";
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  return new URL(`${req.protocol}://${hostname}${port}${req.originalUrl}`);
}

function toHeaders(incoming: ExpressRequest["headers"]): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(incoming)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  return headers;
}

async function send(res: ExpressResponse, response: globalThis.Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}
