import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { type ChromeForPage, chromeKeeper } from "./lib/chrome/chrome-keeper.server";
import { ChromeModeProvider } from "./lib/chrome/kept-chrome";
import { NonceProvider } from "./lib/nonce";
import { holdFrameworkScript } from "./shared/html/held-framework";
import { pageKindOfMatches } from "./shared/routing/route-handle";
import { currentYearInLondon } from "./shared/time/format";

export const streamTimeout = 5_000;

/** Read by tests/integration/kept-chrome.test.ts, through the server build, to see it used. */
export { chromeKeeper };

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
  const { matches } = routerContext.staticHandlerContext;
  const withFramework =
    pageKindOfMatches(matches.map((match) => routerContext.routeModules[match.route.id] ?? {})) ===
    "working";
  // A reading page's header and footer are drawn once per address and kept (ADR 040).
  const chrome = withFramework ? undefined : keptChromeFor(request, routerContext, nonce);

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
        <ChromeModeProvider value={chrome?.mode ?? null}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ChromeModeProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          documentReady = true;
          // The document is whole by now, so it is gathered into one body and rewritten once,
          // rather than passed piece by piece through three streams and a rewrite per piece
          // (about 8% of the CPU of a page rendered per request, docs/performance.md).
          const pieces: Buffer[] = [];
          const gather = new Writable({
            write(piece: Buffer, _encoding, callback) {
              pieces.push(piece);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              const document = Buffer.concat(pieces);
              // Working pages paint before their framework script loads (ADR 036); a reading
              // page has no framework script to hold.
              const body = withFramework
                ? holdFrameworkScript(document.toString("utf8"))
                : (chrome?.finish(document) ?? document);
              resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(gather);
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

/**
 * The kept chrome for a reading page, found by the facts the root loader read and everything
 * else the header and footer show: the path (the current menu item) and the footer's year,
 * read as the footer reads it. None without the root's facts (its own error page), or in
 * development.
 */
function keptChromeFor(
  request: Request,
  routerContext: EntryContext,
  nonce: string | undefined,
): ChromeForPage | undefined {
  // In development the header and footer are edited: drawn every time, as everything else is.
  if (import.meta.env.DEV) return undefined;
  const root = routerContext.staticHandlerContext.loaderData.root as { firm?: unknown } | undefined;
  const facts = root?.firm;
  if (typeof facts !== "object" || facts === null) return undefined;
  const address = `${currentYearInLondon()} ${new URL(request.url).pathname}`;
  return chromeKeeper.forPage(facts, address, nonce);
}
