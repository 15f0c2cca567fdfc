import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { holdFrameworkScript } from "./lib/hold-framework-script.server";
import { NonceProvider } from "./lib/nonce";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // A page kept in memory is rendered without a nonce: its scripts are allowed by hash.
  const nonce = loadContext.cspNonce || undefined;

  return new Promise((resolve, reject) => {
    let documentReady = false;
    // Everyone gets the complete document in one piece. No page defers data or suspends, so the
    // whole render is ready a moment after its shell; sent at the shell, React Router's data
    // scripts came after it as a streamed boundary that React's inline script revealed up to
    // 300 ms after the first paint, moving it into place: a relayout of the whole page then
    // (10-15 ms, and Lighthouse's simulation multiplies it by four), on every page.

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ""}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          documentReady = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // Working pages paint before their framework script loads (ADR 036).
          const held = holdFrameworkScript();
          held.pipe(body);
          pipe(held);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the document is ready are logged by the request handler; these happen while sending it.
          if (documentReady) reportError(error, loadContext);
        },
      },
    );
  });
}

/**
 * Loader, action and render errors, as one of the logger's lines (JSON in production), with
 * any secret link replaced by its serializer. A 404 or 405 that React Router answers itself is
 * no fault: the request's own line records it.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  reportError(error, context);
};

function reportError(error: unknown, context: AppLoadContext) {
  const err = error instanceof Error ? error : new Error(describeThrown(error));
  context.logger.error({ event: "route.error", err }, "error in a loader, action or render");
}

function describeThrown(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  return typeof error === "string" ? error : (JSON.stringify(error) ?? String(error));
}
